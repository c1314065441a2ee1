// What the draft-01 rules record (grammar/record.hpp has the hooks the
// RFC 3987 rules share with these). The draft's structure differs where a
// hook here stands in for one there:
//
// - an authority is an iserver or an ireg-name (RFC 2396 §3.2), and an
//   iserver may be empty: a registry name is recorded as the host (kind
//   reg-name), and an empty server as an empty host, as RFC 3987's empty
//   ireg-name is;
// - "//" iauthority [ iabs-path ]: the path after an authority is
//   optional, and recorded as RFC 3987's ipath-abempty;
// - IRI-reference may be empty, or a fragment alone: its path is then
//   recorded empty.
#pragma once

#include "grammar/record.hpp"

namespace iri::grammar::draft01 {

using grammar::record_absolute;
using grammar::record_host_kind;
using grammar::record_path;
using grammar::record_relative;
using grammar::record_span;

inline bool ends_inside(span s, std::size_t from, std::size_t to) noexcept {
    return s.present && s.offset >= from && s.offset + s.length <= to;
}

// IRI-reference: a path is always present (reference_view's promise).
struct record_reference {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            if (!c.path.present) {
                c.path = span_of(input, first, first);
                c.path_type = path_kind::empty;
            }
        });
    }
};

// inet-path = "//" iauthority [ iabs-path ]
struct record_net_path {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            span const whole = span_of(input, first, last);
            std::size_t const end = whole.offset + whole.length;
            bool const has_path = ends_inside(c.path, whole.offset + 2, end) && c.path.offset + c.path.length == end &&
                                  c.path.offset >= c.authority.offset + c.authority.length;
            if (!has_path) c.path = span_of(input, last, last);
            c.path_type = path_kind::abempty;
        });
    }
};

// iauthority = iserver / ireg-name; iserver = [ [ iuserinfo "@" ] ihostport ]
struct record_authority {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            span const authority = span_of(input, first, last);
            std::size_t const authority_end = authority.offset + authority.length;
            c.authority = authority;
            if (!ends_inside(c.host, authority.offset, authority_end)) {
                // The empty iserver: no host, as RFC 3987's empty ireg-name.
                c.host = span_of(input, first, first);
                c.host_type = host_kind::reg_name;
            }
            std::size_t const host_end = c.host.offset + c.host.length;
            c.userinfo = c.host.offset > authority.offset
                             ? span{authority.offset, c.host.offset - 1 - authority.offset, true}
                             : span{};
            c.port = host_end < authority_end ? span{host_end + 1, authority_end - host_end - 1, true} : span{};
        });
    }
};

// ireg-name as the whole authority: a host of kind reg-name.
struct record_registry_name {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            c.host = span_of(input, first, last);
            c.host_type = host_kind::reg_name;
        });
    }
};

}  // namespace iri::grammar::draft01
