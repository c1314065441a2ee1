#include "site/playground/missing.hpp"

namespace iri::playground {
namespace {

// The page is single-threaded, and each entry point runs to its end.
std::string_view first_missing;

}  // namespace

void note_missing(std::string_view what) noexcept {
    if (first_missing.empty()) first_missing = what;
}

void forget_missing() noexcept { first_missing = {}; }

std::string_view missing() noexcept { return first_missing; }

}  // namespace iri::playground
