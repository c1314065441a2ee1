// Uses an installed iri's teaching library (iri::teaching, iri-teaching.pc):
// the parse as a tree, a resolution step by step and the ABNF engine, each
// reaching the core's internals through the static libiri.a it was built
// on. Prints the version, as main.cpp does.
#include <iri/teaching.hpp>

#include <cstdio>
#include <string_view>

int main() {
    iri::explanation const tree = iri::explain("http://a/b?c");
    if (!tree.matches || tree.tree.rule != "IRI-reference") return 1;

    iri::resolve_explanation const steps = iri::explain_resolve("http://a/b/c/d;p?q", "../g");
    if (steps.target != "http://a/b/g" || steps.branch != iri::resolve_branch::merge) return 2;

    if (iri::find_production("ipath-noscheme") == nullptr) return 3;

    std::printf("iri %s\n", IRI_VERSION_STRING);
    return 0;
}
