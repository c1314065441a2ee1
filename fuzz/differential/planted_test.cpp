// ctest fuzz_differential_planted: the checks of the differential target
// (check_text and unlocated, compare.hpp) fail when they should. Planted
// peers, defined here and needing no library, feed it disagreements: some
// it must accept as located, some it must reject. Then a sweep of inputs
// generated from the ABNF through peers that accept everything, reject
// everything (judged as URI-reference, or as URI on "scheme://" texts as
// libcurl is) or split wrongly shows that every disagreement compare()
// finds is located, so that the target fails on no well-behaved peer.
//
// Runs the same with or without IRI_FUZZ_PEERS: the real peers are not
// used.
#include "fuzz/differential/compare.hpp"

#include <iri/abnf.hpp>

#include <cstdio>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace {

using iri_differential::finding;
using iri_differential::outcome;
using iri_differential::peer;
using iri_differential::split;

bool everything(std::string_view) { return true; }
bool accept(std::string const&) { return true; }
bool reject(std::string const&) { return false; }
// Accepts every other time it is asked: no answer to locate.
bool flaky(std::string const&) {
    static bool answer = false;
    answer = !answer;
    return answer;
}
// "scheme://" first, as libcurl's URL API wants (peers.cpp).
bool scheme_and_slashes(std::string_view text) {
    std::size_t const end = text.find("://");
    if (end == std::string_view::npos || end == 0) return false;
    for (std::size_t i = 0; i < end; ++i) {
        char const c = static_cast<char>(text[i] | 0x20);
        bool const letter = c >= 'a' && c <= 'z';
        if (!letter && (i == 0 || !((text[i] >= '0' && text[i] <= '9') || text[i] == '+' || text[i] == '-' ||
                                    text[i] == '.')))
            return false;
    }
    return true;
}
// Everything in the path, no other component.
split all_path(std::string const& text) { return split{{}, {}, {}, {}, text}; }

peer const accepts_all{"planted: accepts all", "URI-reference", everything, accept, nullptr};
peer const rejects_all{"planted: rejects all", "URI-reference", everything, reject, nullptr};
peer const flaky_peer{"planted: flaky", "URI-reference", everything, flaky, nullptr};
// Claims URI (RFC 3986 §3) but is asked about relative references too: a
// relative reference is an invalid URI that our parser, reading it as a
// URI-reference, cannot place an error in (where_invalid answers "URI").
peer const uri_claim{"planted: accepts all, judged as URI", "URI", everything, accept, nullptr};
// Judged as URI within the scope of libcurl's claim.
peer const accepts_all_urls{"planted: accepts all URLs", "URI", scheme_and_slashes, accept, nullptr};
peer const rejects_all_urls{"planted: rejects all URLs", "URI", scheme_and_slashes, reject, nullptr};
peer const splits_all_path{"planted: splits into the path", "URI-reference", everything, nullptr, all_path};

int failures = 0;

iri_differential::judge const& the_judge() {
    static iri_differential::judge const judge;
    return judge;
}

// The check must find `text` through `p` located (expect_located) or not.
void expect_check(bool expect_located, peer const& p, std::string const& text, char const* why) {
    std::string const failure = iri_differential::check_text(the_judge(), std::span<peer const>(&p, 1), text);
    bool const ok = failure.empty() == expect_located;
    std::printf("%s %s: \"%s\" through %.*s: %s\n", ok ? "ok" : "FAIL:", why, text.c_str(),
                static_cast<int>(p.name.size()), p.name.data(), failure.empty() ? "located" : failure.c_str());
    if (!ok) ++failures;
}

// A finding planted as it is, not as compare() would make it.
void expect_unlocated(peer const& p, std::string const& text, finding const& f, char const* why) {
    std::string const failure = iri_differential::unlocated(the_judge(), p, text, f);
    std::printf("%s %s: \"%s\" %.*s at \"%.*s\": %s\n", failure.empty() ? "FAIL:" : "ok", why, text.c_str(),
                static_cast<int>(iri_differential::to_string(f.what).size()), iri_differential::to_string(f.what).data(),
                static_cast<int>(f.production.size()), f.production.data(),
                failure.empty() ? "passed the check" : failure.c_str());
    if (failure.empty()) ++failures;
}

}  // namespace

int main() {
    // Located disagreements pass.
    expect_check(true, accepts_all, "http://a:x/", "a port that is not *DIGIT, accepted");
    expect_check(true, rejects_all, "http://a/", "a valid URI rejected, no component alone at fault");
    expect_check(true, splits_all_path, "http://a/b?q", "a scheme put in the path");
    expect_check(true, accepts_all_urls, "http://a/%", "a \"%\" that begins no pct-encoded, accepted as a URI");
    expect_check(true, rejects_all_urls, "http://a/", "a valid URI rejected as a URI, no component alone at fault");

    // Planted disagreements that are not located fail.
    expect_check(false, uri_claim, "a/b", "a relative reference judged as URI: no error to place");
    expect_check(false, flaky_peer, "http://a:x/", "a peer whose answer changes");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::accepts_invalid, ""},
                     "an empty production (what the old check looked at)");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::accepts_invalid, "no-such-rule"}, "no rule of the ABNF");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::accepts_invalid, "ipath-abempty"},
                     "a rule of RFC 3987 that URI-reference does not use");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::accepts_invalid, "URI-reference"},
                     "the whole text, not where the ABNF stops");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::accepts_invalid, "query"},
                     "a production the text does not fail at");
    expect_unlocated(accepts_all, "http://a:x/", {outcome::rejects_valid, "port"},
                     "the wrong disagreement: accepted, not rejected");
    expect_unlocated(rejects_all, "http://a/", {outcome::rejects_valid, "h16"}, "a rule that is no component");
    expect_unlocated(splits_all_path, "http://a/b?q", {outcome::splits_differently, "query"},
                     "a split placed at the wrong component");
    expect_unlocated(splits_all_path, "http://a:x/", {outcome::splits_differently, "port"},
                     "a split claimed for an invalid text");

    // Every disagreement compare() finds with adversarial peers is located.
    iri_differential::judge const& judge = the_judge();
    auto const grammar = iri::abnf::loaded_grammar::builtin("rfc3986");
    iri::abnf::generator generate(*grammar, 11);
    std::size_t const entry = grammar->engine().rule_index("URI-reference");
    peer const sweep_peers[] = {accepts_all, rejects_all, accepts_all_urls, rejects_all_urls, splits_all_path};
    std::map<std::string, std::size_t> productions;
    std::size_t texts = 0;
    for (int n = 0; n < 1000; ++n) {
        auto const sample = n % 2 == 0 ? generate.derive(entry, 64) : generate.near_miss(entry, 64);
        if (!sample) continue;
        ++texts;
        std::string const failure = iri_differential::check_text(judge, sweep_peers, sample->text);
        if (!failure.empty()) {
            std::printf("FAIL: sweep: \"%s\": %s\n", sample->text.c_str(), failure.c_str());
            ++failures;
        }
        for (peer const& p : sweep_peers) {
            finding const f = iri_differential::compare(judge, p, sample->text);
            if (f.what != outcome::agree && f.what != outcome::out_of_scope)
                ++productions[std::string(iri_differential::to_string(f.what)) + " at " + std::string(f.production)];
        }
    }
    std::printf("sweep: %zu generated texts through %zu planted peers; disagreements found:\n", texts,
                std::size(sweep_peers));
    for (auto const& [what, count] : productions) std::printf("  %6zu  %s\n", count, what.c_str());
    if (productions.size() < 10) {
        std::printf("FAIL: sweep: too few kinds of disagreement to show anything\n");
        ++failures;
    }

    std::printf(failures == 0 ? "all planted checks behaved\n" : "%d planted checks misbehaved\n", failures);
    return failures == 0 ? 0 : 1;
}
