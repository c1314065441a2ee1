// The production table of grammar/productions.hpp.
#include "grammar/productions.hpp"

#include "grammar/characters.hpp"
#include "grammar/host.hpp"
#include "grammar/iri.hpp"
#include "grammar/literal.hpp"
#include "grammar/path.hpp"
#include "grammar/trace.hpp"
#include "grammar/uri.hpp"

#include <algorithm>

namespace iri::grammar {
namespace {

// The length of the prefix of `text` that Rule matches in `context`, or -1.
template <auto const& Rule, typename Context>
long prefix_in(std::string_view text, Context const& context) noexcept {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    if (!Rule.parse(first, last, context, x3::unused, x3::unused)) return -1;
    return first - text.data();
}

template <auto const& Rule>
long match_prefix(std::string_view text) noexcept {
    components parts;
    recorder sink{text.data(), &parts};
    return prefix_in<Rule>(text, x3::make_context<recorder_tag>(sink));
}

template <auto const& Rule>
long match_traced(std::string_view text, tracer& t) noexcept {
    components parts;
    recorder sink{text.data(), &parts};
    parse_context const parse_ctx = x3::make_context<recorder_tag>(sink);
    return prefix_in<Rule>(text, x3::make_context<tracer_tag>(t, parse_ctx));
}

template <auto const& Rule>
bool match_whole(std::string_view text) noexcept {
    return match_prefix<Rule>(text) == static_cast<long>(text.size());
}

template <auto const& Rule>
production entry(std::string_view section) {
    return {Rule.name, section, &match_whole<Rule>, &match_prefix<Rule>, &match_traced<Rule>};
}

constexpr std::string_view rfc3987 = "RFC 3987 §2.2";

// In the order of grammar/rfc3987.abnf, then grammar/rfc3986-uri.abnf.
production const all[] = {
    entry<IRI>(rfc3987),
    entry<ihier_part>(rfc3987),
    entry<IRI_reference>(rfc3987),
    entry<absolute_IRI>(rfc3987),
    entry<irelative_ref>(rfc3987),
    entry<irelative_part>(rfc3987),
    entry<iauthority>(rfc3987),
    entry<iuserinfo>(rfc3987),
    entry<ihost>(rfc3987),
    entry<ireg_name>(rfc3987),
    entry<ipath>(rfc3987),
    entry<ipath_abempty>(rfc3987),
    entry<ipath_absolute>(rfc3987),
    entry<ipath_noscheme>(rfc3987),
    entry<ipath_rootless>(rfc3987),
    entry<ipath_empty>(rfc3987),
    entry<isegment>(rfc3987),
    entry<isegment_nz>(rfc3987),
    entry<isegment_nz_nc>(rfc3987),
    entry<ipchar>(rfc3987),
    entry<iquery>(rfc3987),
    entry<ifragment>(rfc3987),
    entry<iunreserved>(rfc3987),
    entry<ucschar>(rfc3987),
    entry<iprivate>(rfc3987),
    entry<scheme>("RFC 3986 §3.1"),
    entry<port>("RFC 3986 §3.2.3"),
    entry<IP_literal>("RFC 3986 §3.2.2"),
    entry<IPvFuture>("RFC 3986 §3.2.2"),
    entry<IPv6address>("RFC 3986 §3.2.2"),
    entry<h16>("RFC 3986 §3.2.2"),
    entry<ls32>("RFC 3986 §3.2.2"),
    entry<IPv4address>("RFC 3986 §3.2.2"),
    entry<dec_octet>("RFC 3986 §3.2.2"),
    entry<pct_encoded>("RFC 3986 §2.1"),
    entry<unreserved>("RFC 3986 §2.3"),
    entry<reserved>("RFC 3986 §2.2"),
    entry<gen_delims>("RFC 3986 §2.2"),
    entry<sub_delims>("RFC 3986 §2.2"),
    entry<ALPHA>("RFC 5234 B.1"),
    entry<DIGIT>("RFC 5234 B.1"),
    entry<HEXDIG>("RFC 5234 B.1"),
    entry<URI>("RFC 3986 §3"),
    entry<hier_part>("RFC 3986 §3"),
    entry<URI_reference>("RFC 3986 §4.1"),
    entry<absolute_URI>("RFC 3986 §4.3"),
    entry<relative_ref>("RFC 3986 §4.2"),
    entry<relative_part>("RFC 3986 §4.2"),
    entry<authority>("RFC 3986 §3.2"),
    entry<userinfo>("RFC 3986 §3.2.1"),
    entry<host>("RFC 3986 §3.2.2"),
    entry<reg_name>("RFC 3986 §3.2.2"),
    entry<path>("RFC 3986 §3.3"),
    entry<path_abempty>("RFC 3986 §3.3"),
    entry<path_absolute>("RFC 3986 §3.3"),
    entry<path_noscheme>("RFC 3986 §3.3"),
    entry<path_rootless>("RFC 3986 §3.3"),
    entry<path_empty>("RFC 3986 §3.3"),
    entry<segment>("RFC 3986 §3.3"),
    entry<segment_nz>("RFC 3986 §3.3"),
    entry<segment_nz_nc>("RFC 3986 §3.3"),
    entry<pchar>("RFC 3986 §3.3"),
    entry<query>("RFC 3986 §3.4"),
    entry<fragment>("RFC 3986 §3.5"),
};

production const literal_all[] = {
    entry<literal::dec_octet>("RFC 3986 §3.2.2"),
    entry<literal::IPv4address>("RFC 3986 §3.2.2"),
    entry<literal::ihost>(rfc3987),
    entry<literal::IPv6address>("RFC 3986 §3.2.2"),
    entry<literal::ipath>(rfc3987),
    entry<literal::IRI_reference_reversed>(rfc3987),
};

production const* find_in(std::span<production const> table, std::string_view name) noexcept {
    auto it = std::find_if(table.begin(), table.end(), [&](production const& p) { return p.name == name; });
    return it == table.end() ? nullptr : &*it;
}

}  // namespace

std::span<production const> productions() noexcept { return all; }
std::span<production const> literal_productions() noexcept { return literal_all; }
production const* find_production(std::string_view name) noexcept { return find_in(all, name); }
production const* find_literal_production(std::string_view name) noexcept {
    return find_in(literal_all, name);
}

}  // namespace iri::grammar
