// The one translation unit that compiles the URI rules.
#include "grammar/uri_def.hpp"

namespace iri::grammar {

IRI_GRAMMAR_INSTANTIATE(URI, hier_part, URI_reference, absolute_URI, relative_ref, relative_part,
                        authority, userinfo, host, reg_name, path, path_abempty, path_absolute,
                        path_noscheme, path_rootless, path_empty, segment, segment_nz, segment_nz_nc,
                        pchar, query, fragment)

}  // namespace iri::grammar
