// The project's grammars, embedded when building (cmake/grammar_families.cmake writes
// the .abnf files' text into builtin_texts.cpp), their plug-ins, and the
// verdict with RFC 3987 §4.1.
#include <iri/abnf.hpp>
#include <iri/grammars.hpp>

#include <algorithm>

namespace iri::abnf {

namespace embedded {
// The text of the .abnf file at `path` (relative to the source tree, as
// <iri/grammars.hpp> writes it), or an empty view for a file not embedded:
// every *.abnf of the folders of grammar/families.hpp is.
std::string_view text_of(std::string_view path) noexcept;
}  // namespace embedded

std::vector<plug_in> project_plug_ins() {
    return {
        {"ipchar", "the rule ipchar (ipath-empty = 0<ipchar>, RFC 3987 §2.2)", "ipchar", {}},
        {"pchar", "the rule pchar (path-empty = 0<pchar>, RFC 3986 §3.3)", "pchar", {}},
    };
}

bool is_bidi_formatting(char32_t c) noexcept { return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E); }

bool has_bidi_restriction(std::string_view rule) noexcept {
    std::string const name = lowercase(rule);
    return name == "iri-reference" || name == "iri" || name == "absolute-iri" || name == "irelative-ref";
}

std::unique_ptr<loaded_grammar> loaded_grammar::builtin(std::string_view name) {
    grammar_description const* const description = find_grammar(name);
    if (!description) return nullptr;
    // Each file under its own name ("rfc3987.abnf"), in the registry's
    // order: rfc3986-uri.abnf after the rfc3987.abnf whose rules it uses.
    std::vector<std::pair<std::string_view, std::string>> texts_and_files;
    for (std::string_view const path : description->abnf_files)
        if (std::string_view const text = embedded::text_of(path); !text.empty())
            texts_and_files.emplace_back(text, path.substr(path.rfind('/') + 1));
    return std::make_unique<loaded_grammar>(texts_and_files, std::string(name));
}

loaded_grammar::loaded_grammar(std::vector<std::pair<std::string_view, std::string>> const& texts_and_files,
                               std::string name)
    : name_(std::move(name)) {
    for (auto const& [text, file] : texts_and_files) g_.read(text, file);
    g_.resolve();
    // Only the plug-ins for prose values these texts contain: rfc3987.abnf
    // alone has no rule pchar for <pchar> to name.
    std::vector<std::string> const prose = g_.prose_values();
    std::vector<plug_in> plug_ins;
    for (auto& p : project_plug_ins())
        if (std::find(prose.begin(), prose.end(), p.prose) != prose.end()) plug_ins.push_back(std::move(p));
    m_ = std::make_unique<matcher>(g_, std::move(plug_ins));
}

bool loaded_grammar::accepts(std::string_view bytes, std::size_t rule) const {
    auto decoded = decode_utf8(bytes);
    if (!decoded) return false;
    // RFC 3987 §4.1, where the registry says it applies; the 2002 draft's
    // own ban on bidi formatting characters (its §4.1) is about components
    // it had not yet defined ("ISSUE: Exact definition of components"), so
    // its grammar is taken as it stands. A grammar of one's own .abnf files
    // is held to §4.1.
    grammar_description const* const description = find_grammar(name_);
    bool const bidi_restriction = !description || description->bidi_restriction;
    if (bidi_restriction && has_bidi_restriction(g_.rules()[rule].name) &&
        std::any_of(decoded->begin(), decoded->end(), is_bidi_formatting))
        return false;
    auto s = m_->start(std::move(*decoded));
    return s.matches(rule);
}

}  // namespace iri::abnf
