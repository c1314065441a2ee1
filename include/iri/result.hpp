// The outcome of a pass that produces text (to-uri, resolve, normalize...):
// the text, or the diagnostic that says why there is none.
#pragma once

#include <iri/error.hpp>

#include <string>
#include <utility>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

class text_result {
public:
    text_result(std::string text) noexcept : text_(std::move(text)) {}
    text_result(diagnostic error) noexcept : error_(error) {}

    bool ok() const noexcept { return error_.code == errc::ok; }
    explicit operator bool() const noexcept { return ok(); }

    // Meaningful only when ok().
    std::string const& value() const& noexcept { return text_; }
    std::string&& value() && noexcept { return std::move(text_); }
    // Meaningful only when !ok().
    diagnostic const& error() const noexcept { return error_; }

private:
    std::string text_;
    diagnostic error_;
};

}  // namespace iri

#pragma GCC visibility pop
