// Where validation errors go while parsing: the list the result keeps, and
// the way from a position in the input the state machine reads (stripped of
// leading and trailing C0 controls and spaces, tabs and newlines removed:
// §4.4 steps 1-3 of the basic URL parser) back to a byte offset in the
// input the caller gave.
#pragma once

#include <iri/url.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace iri::whatwg {

class report {
public:
    // `errors` receives at most url::max_validation_errors entries.
    explicit report(std::vector<url::validation_error>* errors) noexcept : errors_(errors) {}

    // Positions are in the text the parser reads: it starts `skipped`
    // bytes into the caller's input, and where tabs and newlines were
    // removed, `offsets` (when not null) maps each of its bytes back.
    void set_mapping(std::size_t skipped, std::vector<std::size_t> const* offsets) noexcept {
        skipped_ = skipped;
        offsets_ = offsets;
    }
    std::size_t original_offset(std::size_t position) const noexcept {
        if (offsets_ != nullptr && !offsets_->empty()) {
            if (position < offsets_->size()) return (*offsets_)[position];
            return offsets_->back() + 1;
        }
        return skipped_ + position;
    }

    // A validation error that does not stop parsing.
    void error(url::validation code, std::size_t position) { add({code, original_offset(position)}); }
    void error_at_original(url::validation code, std::size_t offset) { add({code, offset}); }

    // A validation error that is a failure: recorded as the failure too.
    // Returns false, so that `return r.fail(...)` ends a step.
    bool fail(url::validation code, std::size_t position) {
        failure_ = {code, original_offset(position)};
        add(failure_);
        return false;
    }

    url::validation_error const& failure() const noexcept { return failure_; }

private:
    void add(url::validation_error e) {
        if (errors_ != nullptr && errors_->size() < url::url::max_validation_errors) errors_->push_back(e);
    }

    std::vector<url::validation_error>* errors_;
    std::size_t skipped_ = 0;
    std::vector<std::size_t> const* offsets_ = nullptr;
    url::validation_error failure_{};
};

}  // namespace iri::whatwg
