// The CPU's features, asked once (unicode/cpu_features.hpp).
#include "unicode/cpu_features.hpp"

#if defined(IRI_HAVE_AVX)
namespace iri::unicode {

extern bool const cpu_has_avx = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") != 0;
}();

}  // namespace iri::unicode
#endif
