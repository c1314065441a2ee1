// Reference resolution: RFC 3986 §5.2.2 (transform references), §5.2.3
// (merge paths) and §5.3 (component recomposition), applied to IRIs
// directly as RFC 3987 §6.5 allows: non-ASCII characters are copied like
// unreserved ones and nothing is percent-encoded.
//
// This is the hot path of bulk resolution. It never looks at a character
// the parser has already classified, except to run §5.2.4 on the path: it
// decides from the spans which bytes of the base and of the reference make
// up the target, copies them into the caller's buffer, and removes dot
// segments there, in place.
//
// Why two copies suffice: in the text of a reference the components follow
// each other in the order §5.3 writes them, each with its delimiter
// (RFC 3986 §3: scheme ":" "//" authority path "?" query "#" fragment).
// Every target §5.2.2 builds takes its leading components from the base and
// its trailing ones from the reference (the switch happens at one
// component, never back), so the target is a prefix of the base's text, at
// most one "/" (§5.2.3's first case), and a suffix of the reference's text.
#include <iri/resolve.hpp>

#include <iri/parse.hpp>

#include "semantics/failure.hpp"
#include "semantics/resolve_transform.hpp"

#include <cstring>
#include <new>
#include <stdexcept>

namespace iri {

errc resolve_into(reference_view const& base, reference_view const& reference, std::string& out,
                  resolve_options options, diagnostic* error) noexcept {
    // RFC 3986 §5.2.1: "the base URI ... must be an absolute URI".
    if (!base.parts().scheme.present)
        return semantics::fail(semantics::whole_input_error(errc::base_not_absolute, "IRI"), out, error);
    try {
        semantics::silent_trace trace;
        semantics::recompose(base, reference, semantics::transform(base, reference, options.strict, trace), out, trace);
    } catch (std::bad_alloc const&) {
        return semantics::fail(semantics::whole_input_error(errc::out_of_memory, "IRI-reference"), out, error);
    } catch (std::length_error const&) {
        return semantics::fail(semantics::whole_input_error(errc::out_of_memory, "IRI-reference"), out, error);
    }
    return errc::ok;
}

text_result resolve(std::string_view base, std::string_view reference, resolve_options options) noexcept {
    parse_result const parsed_base = semantics::parse_base(base);
    if (!parsed_base) return parsed_base.error();
    parse_result const parsed_reference = parse(reference);
    if (!parsed_reference) return parsed_reference.error();
    std::string out;
    diagnostic error;
    if (resolve_into(parsed_base.value(), parsed_reference.value(), out, options, &error) != errc::ok) return error;
    return out;
}

}  // namespace iri
