#include "tests/oracles/abnf/abnf_oracle.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <algorithm>
#include <cstdio>

namespace abnf {

std::vector<entry_point> const& entry_points() {
    static std::vector<entry_point> const points{
        {"IRI-reference", iri::entry::IRI_reference, true},  {"IRI", iri::entry::IRI, true},
        {"absolute-IRI", iri::entry::absolute_IRI, true},    {"irelative-ref", iri::entry::irelative_ref, true},
        {"URI-reference", iri::entry::URI_reference, false},
    };
    return points;
}

oracle::oracle(std::string const& source_dir) {
    g_.read_file(source_dir + "/grammar/rfc3987/rfc3987.abnf");
    g_.read_file(source_dir + "/grammar/rfc3986/rfc3986-uri.abnf");
    finish();
}

oracle::oracle(std::string_view rfc3987_abnf, std::string_view rfc3986_uri_abnf) {
    g_.read(rfc3987_abnf, "rfc3987.abnf");
    g_.read(rfc3986_uri_abnf, "rfc3986-uri.abnf");
    finish();
}

void oracle::finish() {
    g_.resolve();
    m_ = std::make_unique<matcher>(g_, project_plug_ins());
    for (auto const& e : entry_points()) entry_rules_.push_back(m_->rule_index(e.rule));
}

std::vector<oracle::verdict> oracle::judge(std::string_view bytes) const {
    std::vector<verdict> out;
    auto const decoded = decode_utf8(bytes);
    bool const has_bidi =
        decoded && std::any_of(decoded->begin(), decoded->end(), [](char32_t c) { return is_bidi_formatting(c); });
    std::optional<matcher::session> session;
    if (decoded) session.emplace(m_->start(*decoded));
    auto const& points = entry_points();
    for (std::size_t i = 0; i < points.size(); ++i) {
        bool abnf = session && session->matches(entry_rules_[i]);
        if (points[i].bidi_restriction && has_bidi) abnf = false;
        out.push_back({&points[i], abnf, iri::is_valid(bytes, points[i].entry)});
    }
    return out;
}

std::vector<std::string_view> oracle::differing_productions(std::string_view bytes) const {
    std::vector<std::string_view> out;
    auto const decoded = decode_utf8(bytes);
    std::optional<matcher::session> session;
    if (decoded) session.emplace(m_->start(*decoded));
    for (auto const& p : iri::grammar::productions()) {
        bool const abnf = session && session->matches(m_->rule_index(p.name));
        if (abnf != p.matches(bytes)) out.push_back(p.name);
    }
    return out;
}

bool oracle::abnf_accepts(std::string_view bytes, entry_point const& e) const {
    auto const decoded = decode_utf8(bytes);
    if (!decoded) return false;
    if (e.bidi_restriction && std::any_of(decoded->begin(), decoded->end(), is_bidi_formatting)) return false;
    auto s = m_->start(*decoded);
    return s.matches(m_->rule_index(e.rule));
}

std::string escaped(std::string_view bytes) {
    std::string out;
    for (char const c : bytes) {
        auto const b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F && b != '"' && b != '\\') {
            out.push_back(c);
        } else {
            char buf[5];
            std::snprintf(buf, sizeof buf, "\\x%02X", b);
            out += buf;
        }
    }
    return out;
}

}  // namespace abnf
