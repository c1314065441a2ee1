// UAX #9 (revision 46, Unicode 15.0), rule by rule. Comments name the
// rules; the text of each rule is in UAX #9 §3.3 and §3.4.
//
// Shape: each paragraph (P1) gets its level (P2-P3) and its explicit levels
// (X1-X8) in one pass; X9 leaves the removed characters out of everything
// that follows; X10 groups the rest into isolating run sequences, and W1-W7,
// N0-N2 and I1-I2 run on each sequence as if it were contiguous text. The
// two places where a literal reading would be quadratic are linear here:
// N0's "any strong type inside the brackets" is a difference of prefix
// counts, and its backward search for the context before an opening
// bracket is a running "last strong type" carried along one left-to-right
// pass in the order of the opening brackets.
#include "unicode/bidi_algorithm.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace iri::unicode::uba {
namespace {

using index = std::uint32_t;
constexpr index no_index = std::numeric_limits<index>::max();

// BD2: the deepest explicit embedding level.
constexpr level max_depth = 125;

// BD16: the bracket stack holds 63 elements.
constexpr std::size_t bracket_stack_size = 63;

using enum bidi_class;

constexpr bool is_isolate_initiator(bidi_class c) noexcept { return c == LRI || c == RLI || c == FSI; }
constexpr bool is_isolate_control(bidi_class c) noexcept { return is_isolate_initiator(c) || c == PDI; }

// The neutral and isolate formatting characters ("NI") of N1 and N2. ES,
// ET and CS are among them: the separators and terminators W4-W5 leave are
// ON after W6, which is not written out but read here.
constexpr bool is_ni(bidi_class c) noexcept {
    return c == B || c == S || c == WS || c == ON || c == ES || c == ET || c == CS || is_isolate_control(c);
}

// The direction a resolved type gives N0 and N1: "European and Arabic
// numbers act as if they were R".
constexpr bidi_class strong_direction(bidi_class c) noexcept { return c == L ? L : R; }

constexpr bidi_class direction_of_level(level l) noexcept { return (l & 1) != 0 ? R : L; }

// The least odd (right_to_left) or even level greater than `l` (X2-X5c).
constexpr unsigned next_level(level l, bool right_to_left) noexcept {
    return right_to_left ? (l + 1u) | 1u : (l + 2u) & ~1u;
}

struct bracket_pair {
    index open;  // positions in the isolating run sequence
    index close;
};

// Storage reused across paragraphs and sequences.
struct workspace {
    std::vector<bidi_class> types;  // the current type of each character
    std::vector<index> matching_pdi;  // BD9, for isolate initiators; no_index otherwise
    std::vector<std::uint8_t> was_nsm;  // NSM before W1 (for N0's last paragraph)
    std::vector<index> sequence_of;  // X10: the sequence of each character X9 keeps
    std::vector<index> continued_by;  // per PDI: the sequence its initiator's run ends
    struct sequence {
        level embedding = 0;
        level before = 0, after = 0;  // levels compared for sos and eos
        index last = 0;  // its last character
        index size = 0, offset = 0;
    };
    std::vector<sequence> sequences;
    std::vector<index> members;  // characters, grouped by sequence
    std::vector<index> strong_l, strong_r;  // N0: prefix counts
    std::vector<bracket_pair> pairs;
    std::vector<index> pending;  // BD9's counter, as a stack
};

// P2-P3 over [from, to): 0 or 1 for the first L, or R or AL, skipping the
// characters between an isolate initiator and its matching PDI (to the end
// of the paragraph when it has none); -1 when there is no strong character.
int first_strong_level(std::span<character const> text, index from, index to,
                       std::vector<index> const& matching_pdi) noexcept {
    for (index i = from; i < to; ++i) {
        bidi_class const c = text[i].type;
        if (c == L) return 0;
        if (c == R || c == AL) return 1;
        if (is_isolate_initiator(c)) {
            if (matching_pdi[i] == no_index) return -1;
            i = matching_pdi[i];
        }
    }
    return -1;
}

// BD9: the matching PDI of each isolate initiator of the paragraph.
void match_isolates(std::span<character const> text, index begin, index end, workspace& w) {
    w.pending.clear();
    for (index i = begin; i < end; ++i) {
        bidi_class const c = text[i].type;
        w.matching_pdi[i] = no_index;
        if (is_isolate_initiator(c)) {
            w.pending.push_back(i);
        } else if (c == PDI && !w.pending.empty()) {
            w.matching_pdi[w.pending.back()] = i;
            w.pending.pop_back();
        }
    }
}

// X1-X8: explicit levels and overrides, written to `levels` and w.types.
void resolve_explicit(std::span<character const> text, index begin, index end, level paragraph, std::span<level> levels,
                      workspace& w) {
    struct status {
        level embedding;
        bidi_class override;  // ON: neutral, else L or R
        bool isolate;
    };
    std::array<status, max_depth + 2> stack;
    std::size_t top = 0;
    stack[0] = {paragraph, ON, false};  // X1
    std::size_t overflow_isolates = 0, overflow_embeddings = 0, valid_isolates = 0;

    auto apply_override = [&](index i) {
        if (stack[top].override != ON) w.types[i] = stack[top].override;
    };
    for (index i = begin; i < end; ++i) {
        bidi_class const c = text[i].type;
        w.types[i] = c;
        switch (c) {
            case RLE:
            case LRE:
            case RLO:
            case LRO: {  // X2-X5
                unsigned const next = next_level(stack[top].embedding, c == RLE || c == RLO);
                if (next <= max_depth && overflow_isolates == 0 && overflow_embeddings == 0) {
                    bidi_class const override = c == RLO ? R : c == LRO ? L : ON;
                    stack[++top] = {static_cast<level>(next), override, false};
                } else if (overflow_isolates == 0) {
                    ++overflow_embeddings;
                }
                break;
            }
            case RLI:
            case LRI:
            case FSI: {  // X5a-X5c
                levels[i] = stack[top].embedding;
                apply_override(i);
                bool right_to_left = c == RLI;
                if (c == FSI) {
                    index const stop = w.matching_pdi[i] == no_index ? end : w.matching_pdi[i];
                    right_to_left = first_strong_level(text, i + 1, stop, w.matching_pdi) == 1;
                }
                unsigned const next = next_level(stack[top].embedding, right_to_left);
                if (next <= max_depth && overflow_isolates == 0 && overflow_embeddings == 0) {
                    ++valid_isolates;
                    stack[++top] = {static_cast<level>(next), ON, true};
                } else {
                    ++overflow_isolates;
                }
                break;
            }
            case PDI:  // X6a
                if (overflow_isolates > 0) {
                    --overflow_isolates;
                } else if (valid_isolates > 0) {
                    overflow_embeddings = 0;
                    while (!stack[top].isolate) --top;
                    --top;
                    --valid_isolates;
                }
                levels[i] = stack[top].embedding;
                apply_override(i);
                break;
            case PDF:  // X7
                if (overflow_isolates > 0) {
                } else if (overflow_embeddings > 0) {
                    --overflow_embeddings;
                } else if (!stack[top].isolate && top >= 1) {
                    --top;
                }
                break;
            case B:  // X8
                levels[i] = paragraph;
                break;
            case BN:  // removed by X9
                break;
            default:  // X6
                levels[i] = stack[top].embedding;
                apply_override(i);
                break;
        }
    }
}

// The functions below take an isolating run sequence as the indices of its
// characters: a span of them, or, for a paragraph that is one sequence of
// consecutive characters, `consecutive`, which spares the indirection.
struct consecutive {
    index first, count;
    index operator[](std::size_t k) const noexcept { return first + static_cast<index>(k); }
    std::size_t size() const noexcept { return count; }
};

// W1-W7 on one isolating run sequence. Which characters were NSM before
// W1 is kept (w.was_nsm) only for N0, so only with `brackets`.
template <typename Sequence>
void resolve_weak(Sequence seq, bidi_class sos, bool brackets, workspace& w) {
    auto type = [&](std::size_t k) -> bidi_class& { return w.types[seq[k]]; };
    std::size_t const m = seq.size();

    // W1, W2 and W3 in one pass: W1 gives an NSM the type of the character
    // before it as W1 left it (`previous`, kept from before W2 and W3), W2
    // looks back for AL over the types W1 left, before W3 turns AL into R.
    bidi_class previous = sos;
    bidi_class last_strong = sos;
    bool numbers = false;  // an EN or AN after W2
    for (std::size_t k = 0; k < m; ++k) {
        bidi_class& t = type(k);
        if (brackets) w.was_nsm[seq[k]] = t == NSM ? 1 : 0;
        if (t == NSM) t = is_isolate_control(previous) ? ON : previous;
        previous = t;
        if (t == L || t == R || t == AL) last_strong = t;
        if (t == EN && last_strong == AL) t = AN;
        if (t == AL) t = R;
        numbers = numbers || t == EN || t == AN;
    }
    // W4 needs an EN or AN on each side, W5 an EN next to the terminators,
    // W7 an EN to change: without numbers they have nothing to do. (W6 is
    // read by is_ni, N0 reads ES, ET and CS as it reads ON.)
    if (!numbers) return;
    // W4
    for (std::size_t k = 1; k + 1 < m; ++k) {
        bidi_class const before = type(k - 1), after = type(k + 1);
        if (type(k) == ES && before == EN && after == EN)
            type(k) = EN;
        else if (type(k) == CS && before == after && (before == EN || before == AN))
            type(k) = before;
    }
    // W5
    for (std::size_t k = 0; k < m;) {
        if (type(k) != ET) {
            ++k;
            continue;
        }
        std::size_t end = k;
        while (end < m && type(end) == ET) ++end;
        if ((k > 0 && type(k - 1) == EN) || (end < m && type(end) == EN))
            for (std::size_t j = k; j < end; ++j) type(j) = EN;
        k = end;
    }
    // W7 (W6 is read by is_ni: it neither makes nor changes the L, R and
    // EN that W7 reads).
    last_strong = sos;
    for (std::size_t k = 0; k < m; ++k) {
        bidi_class& t = type(k);
        if (t == L || t == R)
            last_strong = t;
        else if (t == EN && last_strong == L)
            t = L;
    }
}

// BD16: the bracket pairs of the sequence, sorted by their opening bracket.
template <typename Sequence>
void find_bracket_pairs(std::span<character const> text, Sequence seq, workspace& w) {
    struct element {
        char32_t key;
        index position;
    };
    std::array<element, bracket_stack_size> stack;
    std::size_t depth = 0;
    w.pairs.clear();
    for (index k = 0; k < seq.size(); ++k) {
        // BD14, BD15: brackets count only while their type is ON (an
        // override has made the others L or R).
        character const& c = text[seq[k]];
        if (c.bracket == bracket_type::none || w.types[seq[k]] != ON) continue;
        if (c.bracket == bracket_type::open) {
            if (depth == stack.size()) break;  // no room: BD16 stops for this sequence
            stack[depth++] = {c.pair_key, k};
        } else {
            for (std::size_t j = depth; j-- > 0;) {
                if (stack[j].key != c.pair_key) continue;
                w.pairs.push_back({stack[j].position, k});
                depth = j;
                break;
            }
        }
    }
    std::sort(w.pairs.begin(), w.pairs.end(), [](bracket_pair a, bracket_pair b) { return a.open < b.open; });
}

// N0 on one isolating run sequence whose embedding direction is `e`.
template <typename Sequence>
void resolve_brackets(std::span<character const> text, Sequence seq, bidi_class sos, bidi_class e,
                      workspace& w) {
    find_bracket_pairs(text, seq, w);
    if (w.pairs.empty()) return;
    auto type = [&](std::size_t k) -> bidi_class& { return w.types[seq[k]]; };
    std::size_t const m = seq.size();

    // "Any strong type inside the brackets": the brackets nested inside a
    // pair are still ON when it is resolved (pairs go in the order of their
    // opening brackets), so counts over the types W1-W7 left are exact.
    w.strong_l.assign(m + 1, 0);
    w.strong_r.assign(m + 1, 0);
    for (std::size_t k = 0; k < m; ++k) {
        bidi_class const t = type(k);
        w.strong_l[k + 1] = w.strong_l[k] + (t == L);
        w.strong_r[k + 1] = w.strong_r[k] + (t == R || t == EN || t == AN);
    }
    bidi_class const opposite = e == L ? R : L;
    auto set_pair = [&](bracket_pair p, bidi_class direction) {
        for (index k : {p.open, p.close}) {
            type(k) = direction;
            // NSMs that W1 made ON after this bracket follow it.
            for (std::size_t j = k + 1; j < m && w.was_nsm[seq[j]]; ++j) type(j) = direction;
        }
    };

    // The context of N0 c is the first strong type before the opening
    // bracket, brackets resolved so far included: carried along one pass.
    bidi_class context = sos;
    std::size_t next = 0;
    for (std::size_t k = 0; k < m; ++k) {
        if (next < w.pairs.size() && w.pairs[next].open == k) {
            bracket_pair const p = w.pairs[next++];
            index const inside_l = w.strong_l[p.close] - w.strong_l[p.open + 1];
            index const inside_r = w.strong_r[p.close] - w.strong_r[p.open + 1];
            bool const found_e = (e == L ? inside_l : inside_r) > 0;
            bool const found_opposite = (e == L ? inside_r : inside_l) > 0;
            if (found_e)
                set_pair(p, e);  // N0 b
            else if (found_opposite)
                set_pair(p, context == opposite ? opposite : e);  // N0 c1, c2
            // N0 d: no strong type inside, the brackets stay neutral.
        }
        bidi_class const t = type(k);
        if (t == L || t == R || t == EN || t == AN) context = strong_direction(t);
    }
}

// I1, I2: the level of a character of resolved type `t`.
constexpr level implicit_level(level embedding, bidi_class t) noexcept {
    if ((embedding & 1) == 0) return static_cast<level>(embedding + (t == R ? 1 : (t == AN || t == EN) ? 2 : 0));
    return static_cast<level>(embedding + ((t == L || t == EN || t == AN) ? 1 : 0));
}

// N1, N2 and I1-I2 in one pass: a run of NIs is resolved when the first
// character after it (or eos) is known, and each character gets its level
// (I1-I2) as soon as its type is final. The types N1-N2 give are not
// written back: nothing after I1-I2 reads them.
template <typename Sequence>
void resolve_neutral_and_implicit(Sequence seq, bidi_class sos, bidi_class eos, level embedding,
                                  std::span<level> levels, workspace const& w) {
    // The levels are bytes, whose stores may alias anything: the types'
    // storage is read through a pointer held here, not reloaded from `w`.
    bidi_class const* const types = w.types.data();
    auto type = [&](std::size_t k) { return types[seq[k]]; };
    bidi_class const e = direction_of_level(embedding);
    std::size_t const m = seq.size();
    std::size_t neutrals = 0;  // where the current run of NIs begins
    auto resolve_neutrals = [&](std::size_t end, bidi_class after) {
        bidi_class const before = neutrals == 0 ? sos : strong_direction(type(neutrals - 1));
        level const resolved = implicit_level(embedding, before == after ? before : e);
        for (std::size_t j = neutrals; j < end; ++j) levels[seq[j]] = resolved;
    };
    for (std::size_t k = 0; k < m; ++k) {
        bidi_class const t = type(k);
        if (is_ni(t)) continue;
        if (neutrals < k) resolve_neutrals(k, strong_direction(t));
        levels[seq[k]] = implicit_level(embedding, t);
        neutrals = k + 1;
    }
    if (neutrals < m) resolve_neutrals(m, eos);
}

// W1-W7, N0-N2 and I1-I2 on one isolating run sequence.
// Without `brackets` (no character of the sequence is a paired bracket),
// BD16 finds no pair and N0 changes nothing: it is left out.
template <typename Sequence>
void resolve_sequence(std::span<character const> text, Sequence seq, level embedding, bidi_class sos,
                      bidi_class eos, bool brackets, std::span<level> levels, workspace& w) {
    bidi_class const e = direction_of_level(embedding);
    resolve_weak(seq, sos, brackets, w);
    if (brackets) resolve_brackets(text, seq, sos, e, w);
    resolve_neutral_and_implicit(seq, sos, eos, embedding, levels, w);
}

// X10: the isolating run sequences (BD13) of the characters X9 keeps, each
// resolved by W1-W7, N0-N2 and I1-I2.
void resolve_sequences(std::span<character const> text, index begin, index end, level paragraph,
                       std::span<level> levels, workspace& w) {
    w.sequences.clear();
    index previous = no_index;  // the last character kept, in this paragraph
    index current = no_index;  // its sequence
    auto end_run = [&](index next) {
        workspace::sequence& s = w.sequences[current];
        s.last = previous;
        s.after = next == no_index ? paragraph : levels[next];
        if (is_isolate_initiator(text[previous].type) && w.matching_pdi[previous] != no_index)
            w.continued_by[w.matching_pdi[previous]] = current;
    };
    for (index i = begin; i < end; ++i) {
        if (removed_by_x9(text[i].type)) continue;
        if (previous == no_index || levels[i] != levels[previous]) {
            if (previous != no_index) end_run(i);
            if (text[i].type == PDI && previous != no_index && w.continued_by[i] != no_index) {
                current = w.continued_by[i];
            } else {
                current = static_cast<index>(w.sequences.size());
                w.sequences.push_back({levels[i], previous == no_index ? paragraph : levels[previous], 0, i, 0, 0});
            }
        }
        w.sequence_of[i] = current;
        ++w.sequences[current].size;
        previous = i;
    }
    if (previous == no_index) return;
    end_run(no_index);

    // The members of each sequence, in text order.
    index offset = 0;
    for (workspace::sequence& s : w.sequences) {
        s.offset = offset;
        offset += s.size;
        s.size = 0;
    }
    w.members.resize(offset);
    for (index i = begin; i < end; ++i) {
        if (removed_by_x9(text[i].type)) continue;
        workspace::sequence& s = w.sequences[w.sequence_of[i]];
        w.members[s.offset + s.size++] = i;
    }

    for (workspace::sequence const& s : w.sequences) {
        std::span<index const> const seq(w.members.data() + s.offset, s.size);
        // sos and eos: the higher of the two levels at each boundary; an
        // isolate initiator that ends a sequence lacks its PDI, and eos then
        // compares with the paragraph level.
        bidi_class const sos = direction_of_level(std::max(s.embedding, s.before));
        level const after = is_isolate_initiator(text[s.last].type) ? paragraph : s.after;
        bidi_class const eos = direction_of_level(std::max(s.embedding, after));
        resolve_sequence(text, seq, s.embedding, sos, eos, true, levels, w);
    }
}

// What the paragraph that starts at `begin` holds, from one pass over it.
struct paragraph_survey {
    index end;  // P1: after its B, or the end of the text
    // X1-X8 have nothing to do: no embedding, override or isolate control
    // (X2-X7), and no BN for X9 to remove.
    bool plain;
    bool brackets;  // a character with a Bidi_Paired_Bracket_Type
    bool separators_or_whitespace;  // S or WS, which L1 may reset
};

// The pass also copies each class into w.types, where a plain paragraph
// starts W1-W7 from (X6); resolve_explicit overwrites it for the others.
paragraph_survey survey_paragraph(std::span<character const> text, index begin, workspace& w) noexcept {
    paragraph_survey p{begin, true, false, false};
    index const n = static_cast<index>(text.size());
    for (index& i = p.end; i < n;) {
        bidi_class const c = text[i].type;
        w.types[i] = c;
        p.plain = p.plain && !removed_by_x9(c) && !is_isolate_control(c);
        p.brackets = p.brackets || text[i].bracket != bracket_type::none;
        p.separators_or_whitespace = p.separators_or_whitespace || c == S || c == WS;
        ++i;
        if (c == B) break;
    }
    return p;
}

// X1-X10 on a plain paragraph (survey_paragraph): X6 gives every
// character the paragraph level and its own type (X8 gives a B the same),
// there is one level run, and so one isolating run sequence (BD13) of the
// whole paragraph, whose sos and eos (X10) are the paragraph's direction.
// The same result as resolve_explicit and resolve_sequences, without
// their stacks and the grouping of characters into sequences (I1-I2 give
// every character its level).
void resolve_plain_paragraph(std::span<character const> text, index begin, index end, level paragraph,
                             bool brackets, std::span<level> levels, workspace& w) {
    bidi_class const direction = direction_of_level(paragraph);
    resolve_sequence(text, consecutive{begin, end - begin}, paragraph, direction, direction, brackets, levels, w);
}

// L1, with UAX #9 §5.2 for the characters X9 removed (none in a plain
// paragraph): they take the level of the character before them, and join
// the whitespace that L1 resets. In a plain paragraph without S or WS,
// L1 has only its B to reset.
void reset_whitespace(std::span<character const> text, index begin, paragraph_survey const& p, level paragraph_level,
                      std::span<level> levels) {
    index const end = p.end;
    if (p.plain && !p.separators_or_whitespace) {
        if (text[end - 1].type == B) levels[end - 1] = paragraph_level;
        return;
    }
    if (!p.plain)
        for (index i = begin; i < end; ++i)
            if (removed_by_x9(text[i].type)) levels[i] = i == begin ? paragraph_level : levels[i - 1];
    bool trailing = true;  // before a separator, or at the end of the line
    for (index i = end; i-- > begin;) {
        bidi_class const c = text[i].type;  // the original types
        if (c == S || c == B) {
            levels[i] = paragraph_level;
            trailing = true;
        } else if (c == WS || is_isolate_control(c) || removed_by_x9(c)) {
            if (trailing) levels[i] = paragraph_level;
        } else {
            trailing = false;
        }
    }
}

index checked_size(std::size_t size) {
    if (size >= no_index) throw std::length_error("text too long for the bidi algorithm");
    return static_cast<index>(size);
}

// A paragraph (P1) and the highest and lowest levels in it, which bound L2.
struct paragraph_levels {
    index end;  // after its B, or the end of the text
    level highest, lowest;
};

paragraph_levels survey_levels(std::span<character const> text, std::span<level const> levels,
                               index begin) noexcept {
    paragraph_levels p{begin, 0, std::numeric_limits<level>::max()};
    index const n = static_cast<index>(text.size());
    while (p.end < n) {
        p.highest = std::max(p.highest, levels[p.end]);
        p.lowest = std::min(p.lowest, levels[p.end]);
        if (text[p.end++].type == B) break;
    }
    return p;
}

// L2 on a paragraph with no level above 2 (a left-to-right paragraph with
// right-to-left text and numbers, and no explicit embedding): reversing
// the runs at level 2, then every run at level 1 or more, leaves each run
// at 1 or more in reverse but the runs at 2 inside it in their own order.
// One pass writes that order. When every level is 1 or 2 (the lowest odd
// level is 1) or every level is 2 (none is reversed), the same holds.
void reorder_up_to_level_two(std::span<level const> levels, index begin, index end, std::span<std::uint32_t> visual) {
    index out = begin;
    for (index i = begin; i < end;) {
        if (levels[i] == 0) {
            visual[out++] = i++;
            continue;
        }
        index run_end = i;
        while (run_end < end && levels[run_end] != 0) ++run_end;
        for (index k = run_end; k > i;) {
            if (levels[k - 1] == 1) {
                visual[out++] = --k;
                continue;
            }
            index const at_two_end = k;
            while (k > i && levels[k - 1] == 2) --k;
            for (index j = k; j < at_two_end; ++j) visual[out++] = j;
        }
        i = run_end;
    }
}

}  // namespace

namespace {

// The levels of `text` (rules P1-L1), in `w`'s storage.
void resolve_each(std::span<character const> text, paragraph_direction direction, std::vector<level>& levels,
                  workspace& w) {
    index const n = checked_size(text.size());
    // Every level is written below: by I1-I2, X1-X8 or L1 (which gives X9's
    // removed characters theirs).
    levels.resize(n);
    w.types.resize(n);
    w.was_nsm.resize(n);
    bool explicit_storage = false;  // what X1-X10 need beyond a plain paragraph
    for (index begin = 0; begin < n;) {
        paragraph_survey const p = survey_paragraph(text, begin, w);
        index const end = p.end;
        // Without isolate initiators there is nothing to match, and
        // first_strong_level reads matching_pdi only at one.
        bool const plain = p.plain;
        if (!plain && !explicit_storage) {
            // Sized once for the whole text: each paragraph writes only
            // its own part.
            w.matching_pdi.resize(n);
            w.sequence_of.resize(n);
            w.continued_by.assign(n, no_index);
            explicit_storage = true;
        }
        if (!plain) match_isolates(text, begin, end, w);
        level paragraph = direction == paragraph_direction::rtl ? 1 : 0;  // P2, P3
        if (direction == paragraph_direction::first_strong)
            paragraph = first_strong_level(text, begin, end, w.matching_pdi) == 1 ? 1 : 0;
        if (plain) {
            resolve_plain_paragraph(text, begin, end, paragraph, p.brackets, levels, w);
        } else {
            resolve_explicit(text, begin, end, paragraph, levels, w);
            resolve_sequences(text, begin, end, paragraph, levels, w);
        }
        reset_whitespace(text, begin, p, paragraph, levels);
        begin = end;
    }
}

// Storage kept between calls on one thread, so that displaying a line
// allocates nothing once the thread has seen a line as long; let go of when
// it has grown past this many characters (a long text once must not keep
// its memory for the thread's life).
constexpr std::size_t kept_capacity = std::size_t{1} << 16;

struct run_workspace {
    std::vector<character> runs;  // one character per run
    std::vector<index> run_length;
    std::vector<level> run_levels;
};

template <typename T>
void let_go_if_large(std::vector<T>& v) {
    if (v.capacity() > kept_capacity) std::vector<T>().swap(v);
}

void let_go_if_large(run_workspace& r) {
    let_go_if_large(r.runs);
    let_go_if_large(r.run_length);
    let_go_if_large(r.run_levels);
}

void let_go_if_large(workspace& w) {
    let_go_if_large(w.types);
    let_go_if_large(w.matching_pdi);
    let_go_if_large(w.was_nsm);
    let_go_if_large(w.sequence_of);
    let_go_if_large(w.continued_by);
    let_go_if_large(w.sequences);
    let_go_if_large(w.members);
    let_go_if_large(w.strong_l);
    let_go_if_large(w.strong_r);
    let_go_if_large(w.pairs);
    let_go_if_large(w.pending);
}

}  // namespace

void resolve_run_levels(std::span<character const> runs, paragraph_direction direction, std::vector<level>& levels) {
    thread_local workspace w;
    resolve_each(runs, direction, levels, w);
    let_go_if_large(w);
}

void resolve_levels(std::span<character const> text, paragraph_direction direction, std::vector<level>& levels) {
    index const n = checked_size(text.size());
    // A left-to-right paragraph that begins with such characters, up to an
    // R, AL or AN (or to its end): they stay at level 0 and every rule reads
    // them as sos L would be read, so the algorithm runs on the rest. Most
    // IRIs begin with "scheme://host" in Latin letters.
    index skipped = 0;
    if (direction == paragraph_direction::ltr) {
        while (skipped < n && stays_left_to_right_before_rtl(text[skipped])) ++skipped;
        if (skipped < n && text[skipped].type != R && text[skipped].type != AL && text[skipped].type != AN) skipped = 0;
    }
    thread_local run_workspace r;
    // The text with each run of resolves_in_runs characters of one class
    // as one character: the algorithm then visits a word once, not once
    // per letter, and every character of a run gets the run's level.
    r.runs.clear();
    r.run_length.clear();
    for (index i = skipped; i < n;) {
        index j = i + 1;
        if (resolves_in_runs(text[i]))
            while (j < n && text[j].type == text[i].type && text[j].bracket == bracket_type::none) ++j;
        r.runs.push_back(text[i]);
        r.run_length.push_back(j - i);
        i = j;
    }
    resolve_run_levels(r.runs, direction, r.run_levels);
    levels.assign(skipped, 0);
    levels.resize(n);
    index at = skipped;
    for (std::size_t k = 0; k < r.runs.size(); ++k)
        for (index end = at + r.run_length[k]; at < end; ++at) levels[at] = r.run_levels[k];
    let_go_if_large(r);
}

void reorder(std::span<character const> text, std::span<level const> levels, std::vector<std::uint32_t>& visual) {
    index const n = checked_size(text.size());
    visual.resize(n);
    for (index begin = 0; begin < n;) {
        auto const [end, highest, lowest] = survey_levels(text, levels, begin);
        if (highest <= 2) {
            reorder_up_to_level_two(levels, begin, end, visual);
            begin = end;
            continue;
        }
        std::iota(visual.begin() + begin, visual.begin() + end, begin);
        // L2: from the highest level to the lowest odd level, reverse every
        // run of characters at that level or higher.
        for (unsigned at = highest; at >= (lowest | 1u); --at) {
            for (index i = begin; i < end;) {
                if (levels[visual[i]] < at) {
                    ++i;
                    continue;
                }
                index j = i;
                while (j < end && levels[visual[j]] >= at) ++j;
                std::reverse(visual.begin() + i, visual.begin() + j);
                i = j;
            }
        }
        begin = end;
    }
}

}  // namespace iri::unicode::uba
