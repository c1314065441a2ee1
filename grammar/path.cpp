// The one translation unit that compiles the path rules.
#include "grammar/path_def.hpp"

namespace iri::grammar {

IRI_GRAMMAR_INSTANTIATE(ipath, ipath_abempty, ipath_absolute, ipath_noscheme, ipath_rootless,
                        ipath_empty, isegment, isegment_nz, isegment_nz_nc)

}  // namespace iri::grammar
