// The project's grammars, embedded when building (CMakeLists.txt writes
// the .abnf files' text into builtin_texts.cpp), their plug-ins, and the
// verdict with RFC 3987 §4.1.
#include <iri/abnf.hpp>

#include <algorithm>
#include <array>

namespace iri::abnf {

namespace embedded {
extern std::string_view const rfc3987_abnf;  // grammar/rfc3987/rfc3987.abnf
extern std::string_view const rfc3986_uri_abnf;  // grammar/rfc3986/rfc3986-uri.abnf
extern std::string_view const draft01_abnf;  // grammar/draft01/draft-duerst-iri-01.abnf
}  // namespace embedded

namespace {

constexpr std::array<builtin_grammar, 3> builtins{{
    {"rfc3987", "IRI-reference", "grammar/rfc3987/rfc3987.abnf"},
    {"rfc3986", "URI-reference", "grammar/rfc3986/rfc3986-uri.abnf with grammar/rfc3987/rfc3987.abnf"},
    {"draft-01", "IRI-reference", "grammar/draft01/draft-duerst-iri-01.abnf"},
}};

}  // namespace

std::span<builtin_grammar const> builtin_grammars() noexcept { return builtins; }

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
    // rfc3986-uri.abnf uses rules of rfc3987.abnf (ALPHA, pct-encoded, ...),
    // so the rfc3986 grammar reads both; rfc3987 needs nothing else.
    if (name == "rfc3987")
        return std::make_unique<loaded_grammar>(
            std::vector<std::pair<std::string_view, std::string>>{{embedded::rfc3987_abnf, "rfc3987.abnf"}},
            std::string(name));
    if (name == "rfc3986")
        return std::make_unique<loaded_grammar>(
            std::vector<std::pair<std::string_view, std::string>>{{embedded::rfc3987_abnf, "rfc3987.abnf"},
                                                                  {embedded::rfc3986_uri_abnf, "rfc3986-uri.abnf"}},
            std::string(name));
    if (name == "draft-01")
        return std::make_unique<loaded_grammar>(
            std::vector<std::pair<std::string_view, std::string>>{{embedded::draft01_abnf, "draft-duerst-iri-01.abnf"}},
            std::string(name));
    return nullptr;
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
    // RFC 3987 §4.1; the 2002 draft's own ban on bidi formatting characters
    // (its §4.1) is about components it had not yet defined ("ISSUE: Exact
    // definition of components"), so its grammar is taken as it stands.
    if (name_ != "draft-01" && has_bidi_restriction(g_.rules()[rule].name) &&
        std::any_of(decoded->begin(), decoded->end(), is_bidi_formatting))
        return false;
    auto s = m_->start(std::move(*decoded));
    return s.matches(rule);
}

}  // namespace iri::abnf
