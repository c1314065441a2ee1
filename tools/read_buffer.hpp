// A growable byte buffer that read(2) fills in place: the input buffer of
// line_reader and of each line_engine batch.
//
// A std::string only grows by writing its new bytes (resize fills them with
// zeros, append copies them from elsewhere), so reading into one costs a
// second pass over every input byte. This buffer hands out room that is
// not written first: the read writes each byte once.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>

namespace iri::tool {

class read_buffer {
public:
    char* data() noexcept { return bytes_.get(); }
    char const* data() const noexcept { return bytes_.get(); }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    std::size_t capacity() const noexcept { return capacity_; }
    std::string_view view() const noexcept { return {bytes_.get(), size_}; }

    // The space after the bytes held, where the next read writes; after it,
    // grow_by(what it wrote).
    char* end() noexcept { return bytes_.get() + size_; }
    std::size_t room() const noexcept { return capacity_ - size_; }
    void grow_by(std::size_t bytes) noexcept { size_ += bytes; }

    // Makes room() at least `bytes`, keeping what is held. The capacity at
    // least doubles, so a long line costs amortized constant time a byte.
    void reserve_room(std::size_t bytes) {
        if (room() >= bytes) return;
        std::size_t const grown = std::max(capacity_ * 2, size_ + bytes);
        std::unique_ptr<char[]> bigger(new char[grown]);
        if (size_ != 0) std::memcpy(bigger.get(), bytes_.get(), size_);
        bytes_ = std::move(bigger);
        capacity_ = grown;
    }

    // Keeps the first `size` bytes (size <= size()).
    void keep_first(std::size_t size) noexcept { size_ = size; }
    // Drops the first `count` bytes (count <= size()), moving the rest to
    // the front.
    void drop_first(std::size_t count) noexcept {
        if (count == 0) return;
        size_ -= count;
        std::memmove(bytes_.get(), bytes_.get() + count, size_);
    }
    void assign(std::string_view text) {
        size_ = 0;
        reserve_room(text.size());
        if (!text.empty()) std::memcpy(bytes_.get(), text.data(), text.size());
        size_ = text.size();
    }
    void clear() noexcept { size_ = 0; }
    // Gives the memory back.
    void release() noexcept {
        bytes_.reset();
        size_ = 0;
        capacity_ = 0;
    }

private:
    std::unique_ptr<char[]> bytes_;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

}  // namespace iri::tool
