// What every file of the C API does with its arguments: reads the inputs
// (a pointer and a length) and writes text into the caller's buffer by
// the required-size protocol of <iri/iri.h>.
#pragma once

#include <cstddef>
#include <cstring>
#include <string_view>

namespace iri::capi {

// A NULL pointer is a valid empty input; a NULL pointer with a length is not.
inline bool readable(char const* text, std::size_t length) noexcept { return text != nullptr || length == 0; }

inline std::string_view view(char const* text, std::size_t length) noexcept {
    return length == 0 ? std::string_view() : std::string_view(text, length);
}

// A NULL buffer only with size 0 (the caller asking for the length).
inline bool writable(char const* out, std::size_t out_size) noexcept { return out != nullptr || out_size == 0; }

// The required-size protocol: `text` and a NUL when they fit, and true;
// otherwise "" (when out_size > 0) and false. *out_length (when given) is
// the length of `text` either way.
inline bool copy_text(std::string_view text, char* out, std::size_t out_size, std::size_t* out_length) noexcept {
    if (out_length != nullptr) *out_length = text.size();
    if (out_size < text.size() + 1) {
        if (out_size > 0) out[0] = '\0';
        return false;
    }
    if (!text.empty()) std::memcpy(out, text.data(), text.size());
    out[text.size()] = '\0';
    return true;
}

}  // namespace iri::capi
