// The semantic actions: rules that mark a component record its span.
//
// They run as X3 on_success hooks of the rule IDs, so the rule definitions
// stay literal transcriptions of the ABNF. A hook only writes offsets; it
// never looks at the text again.
//
// Backtracking can leave a stale record behind only in one place, the first
// alternative of IRI-reference: "abc/d" matches scheme "abc" before IRI fails
// on the missing ":". irelative-ref therefore clears the scheme. Userinfo and
// port are not recorded by their own rules (iuserinfo is tried speculatively
// before "@" is seen); iauthority derives them from where ihost lies inside it.
#pragma once

#include "grammar/config.hpp"

#include <type_traits>

namespace iri::grammar {

// Calls f(components&, input) when the context carries a recorder (not a
// validator, grammar/config.hpp). A recorder always has components to
// write to: no null test on every match of a recorded rule.
template <typename Context, typename F>
inline void with_recorder(Context const& context, F&& f) {
    auto&& r = x3::get<recorder_tag>(context);
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(r)>, recorder>) f(*r.parts, r.input);
}

inline span span_of(char const* input, iterator_type first, iterator_type last) noexcept {
    return {static_cast<std::size_t>(first - input), static_cast<std::size_t>(last - first), true};
}

// scheme, ihost, iquery, ifragment and their URI counterparts.
template <span components::*Member>
struct record_span {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) { c.*Member = span_of(input, first, last); });
    }
};

// iauthority and authority: [ userinfo "@" ] host [ ":" port ].
struct record_authority {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            std::size_t const begin = static_cast<std::size_t>(first - input);
            std::size_t const end = static_cast<std::size_t>(last - input);
            std::size_t const host_begin = c.host.offset;
            std::size_t const host_end = host_begin + c.host.length;
            // Field by field: a whole span assigned from a local was built
            // on the stack and copied (GCC 12), on every authority.
            c.authority.offset = begin;
            c.authority.length = end - begin;
            c.authority.present = true;
            // Only a present userinfo or port is written: both start absent,
            // and no parse that succeeds reads an authority after dropping
            // one (see the top of this file), so none is left to clear.
            if (host_begin != begin) c.userinfo = span{begin, host_begin - 1 - begin, true};
            if (host_end != end) c.port = span{host_end + 1, end - host_end - 1, true};
        });
    }
};

// IPv6address, IPvFuture, IPv4address, ireg-name. An inner rule's hook runs
// before its outer rule's (IPv4address inside ls32 inside IPv6address), so
// the outermost kind is the one left standing.
template <host_kind Kind>
struct record_host_kind {
    template <typename Attribute, typename Context>
    void on_success(iterator_type, iterator_type, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const*) { c.host_type = Kind; });
    }
};

// The five path productions.
template <path_kind Kind>
struct record_path {
    template <typename Attribute, typename Context>
    void on_success(iterator_type first, iterator_type last, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const* input) {
            c.path = span_of(input, first, last);
            c.path_type = Kind;
        });
    }
};

// IRI / absolute-IRI (and URI / absolute-URI): a scheme was read.
struct record_absolute {
    template <typename Attribute, typename Context>
    void on_success(iterator_type, iterator_type, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const*) { c.kind = reference_kind::iri; });
    }
};

// irelative-ref (and relative-ref): no scheme, whatever IRI tried first.
struct record_relative {
    template <typename Attribute, typename Context>
    void on_success(iterator_type, iterator_type, Attribute&, Context const& context) const {
        with_recorder(context, [&](components& c, char const*) {
            c.kind = reference_kind::relative;
            c.scheme = span{};
        });
    }
};

}  // namespace iri::grammar
