#include "SentencePieceCheck.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <mutex>
#include <vector>

namespace atlas {

namespace {

// ---- Protobuf wire format, just enough to find the normalizer specs. ----

class WireReader {
public:
    explicit WireReader(std::string_view bytes) : bytes_(bytes) {}

    bool done() const { return pos_ >= bytes_.size(); }

    // Reads the next field; payload holds a length-delimited field's bytes. False on
    // malformed input (and on groups, which no SentencePiece model contains).
    bool next(uint64_t& number, std::string_view& payload) {
        uint64_t key = 0;
        if (!varint(key)) return false;
        number = key >> 3;
        payload = {};
        switch (key & 7) {
            case 0: {
                uint64_t ignored = 0;
                return varint(ignored);
            }
            case 1:
                return skip(8);
            case 5:
                return skip(4);
            case 2: {
                uint64_t length = 0;
                if (!varint(length) || length > bytes_.size() - pos_) return false;
                payload = bytes_.substr(pos_, length);
                pos_ += length;
                return true;
            }
            default:
                return false;
        }
    }

private:
    bool varint(uint64_t& value) {
        value = 0;
        for (int shift = 0; shift < 64 && pos_ < bytes_.size(); shift += 7) {
            const uint8_t byte = uint8_t(bytes_[pos_++]);
            value |= uint64_t(byte & 0x7F) << shift;
            if (!(byte & 0x80)) return true;
        }
        return false;
    }
    bool skip(size_t n) {
        if (n > bytes_.size() - pos_) return false;
        pos_ += n;
        return true;
    }

    std::string_view bytes_;
    size_t pos_ = 0;
};

// ModelProto and NormalizerSpec field numbers (sentencepiece_model.proto).
constexpr uint64_t kNormalizerSpec = 3, kDenormalizerSpec = 5, kPrecompiledCharsmap = 2;

// ---- The precompiled charsmap: <trie bytes, u32 LE><Darts double array><NUL-ended strings>.

// A Darts-clone double-array unit, decoded as darts.h does.
struct Unit {
    uint32_t bits;
    bool hasLeaf() const { return (bits >> 8) & 1; }
    uint32_t value() const { return bits & ((1U << 31) - 1); }
    uint32_t label() const { return bits & ((1U << 31) | 0xFF); }
    uint32_t offset() const { return (bits >> 10) << ((bits & (1U << 9)) >> 6); }
};

bool validUtf8(std::string_view s) {
    size_t i = 0;
    while (i < s.size()) {
        const uint8_t c = uint8_t(s[i]);
        const size_t n = c < 0x80         ? 1
                         : (c >> 5) == 6  ? 2
                         : (c >> 4) == 14 ? 3
                         : (c >> 3) == 30 ? 4
                                          : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (size_t k = 1; k < n; ++k)
            if ((uint8_t(s[i + k]) & 0xC0) != 0x80) return false;
        i += n;
    }
    return true;
}

// Walks every path commonPrefixSearch can take, whatever the input bytes, and checks that
// each unit it reads is inside the array, each string it returns ends inside the table, and
// no path yields more matches than the 32 results SentencePiece has room for. Darts-clone
// shares common suffixes, so the trie is a DAG: each node is checked once, and a cycle
// (which would let a long input collect unbounded matches) is refused.
std::string trieProblem(const std::vector<Unit>& units, std::string_view strings) {
    constexpr int kMaxResults = 32;  // Normalizer::kMaxTrieResultsSize
    if (units.empty()) return "empty trie";
    auto blockInside = [&](uint64_t base) { return (base | 0xFF) < units.size(); };
    auto leafProblem = [&](uint32_t leafUnit) -> const char* {
        const uint32_t at = units[leafUnit].value();
        const size_t end = at < strings.size() ? strings.find('\0', at) : std::string_view::npos;
        if (end == std::string_view::npos) return "normalized string out of range";
        if (!validUtf8(strings.substr(at, end - at))) return "normalized string not UTF-8";
        return nullptr;
    };

    enum : uint8_t { kNew, kOnPath, kDone };
    std::vector<uint8_t> state(units.size(), kNew);
    std::vector<int> leavesBelow(units.size(), 0);  // most matches on a path below a node
    struct Frame {
        uint32_t id, base, nextLabel;
    };
    const uint32_t rootBase = units[0].offset();
    if (!blockInside(rootBase)) return "trie offset out of range";
    std::vector<Frame> path = {{0, rootBase, 0}};
    state[0] = kOnPath;
    while (!path.empty()) {
        const Frame node = path.back();
        if (node.nextLabel == 256) {
            state[node.id] = kDone;
            path.pop_back();
            if (!path.empty()) {
                int& parent = leavesBelow[path.back().id];
                parent = std::max(parent, int(units[node.id].hasLeaf()) + leavesBelow[node.id]);
            }
            continue;
        }
        const uint32_t c = path.back().nextLabel++;
        const uint32_t id = node.base ^ c;
        const Unit child = units[id];
        if (child.label() != c) continue;
        if (state[id] == kOnPath) return "trie has a cycle";
        if (state[id] == kDone) {
            int& here = leavesBelow[node.id];
            here = std::max(here, int(child.hasLeaf()) + leavesBelow[id]);
            continue;
        }
        const uint32_t childBase = id ^ child.offset();
        if (!blockInside(childBase)) return "trie offset out of range";
        if (child.hasLeaf())
            if (const char* problem = leafProblem(childBase)) return problem;
        state[id] = kOnPath;
        path.push_back({id, childBase, 0});
    }
    if (leavesBelow[0] > kMaxResults) return "too many rules share a prefix";
    return {};
}

std::string charsmapProblem(std::string_view blob) {
    if (blob.empty()) return {};  // no normalization
    uint32_t trieBytes = 0;
    if (blob.size() <= sizeof trieBytes) return "normalization table too short";
    for (int i = 3; i >= 0; --i) trieBytes = (trieBytes << 8) | uint8_t(blob[size_t(i)]);
    blob.remove_prefix(sizeof trieBytes);
    if (trieBytes > blob.size()) return "normalization trie longer than its table";
    std::vector<Unit> units(trieBytes / sizeof(Unit));
    for (size_t i = 0; i < units.size(); ++i) {
        const auto* b = reinterpret_cast<const uint8_t*>(blob.data()) + 4 * i;
        units[i].bits =
            uint32_t(b[0]) | uint32_t(b[1]) << 8 | uint32_t(b[2]) << 16 | uint32_t(b[3]) << 24;
    }
    return trieProblem(units, blob.substr(trieBytes));
}

// The check itself, uncached.
std::string tableProblem(std::string_view serializedModel) {
    WireReader model(serializedModel);
    while (!model.done()) {
        uint64_t field = 0;
        std::string_view spec;
        if (!model.next(field, spec)) return "malformed protobuf";
        if (field != kNormalizerSpec && field != kDenormalizerSpec) continue;
        // Every copy is checked: protobuf merges repeated messages, the last value winning.
        WireReader reader(spec);
        while (!reader.done()) {
            uint64_t specField = 0;
            std::string_view blob;
            if (!reader.next(specField, blob)) return "malformed normalizer spec";
            if (specField != kPrecompiledCharsmap) continue;
            if (std::string problem = charsmapProblem(blob); !problem.empty()) return problem;
        }
    }
    return {};
}

}  // namespace

std::string sentencePieceTableProblem(std::string_view serializedModel) {
    // The walk of a 240 KB nmt_nfkc table costs tens of milliseconds, and switching models
    // reads the same few tokenizers again and again: the last models found sound are kept,
    // whole (compared byte for byte, so no other bytes pass for them).
    static std::mutex mutex;
    static std::deque<std::string> sound;  // guarded by mutex
    {
        const std::lock_guard lock(mutex);
        if (std::find(sound.begin(), sound.end(), serializedModel) != sound.end()) return {};
    }
    std::string problem = tableProblem(serializedModel);
    if (problem.empty()) {
        const std::lock_guard lock(mutex);
        sound.emplace_back(serializedModel);
        if (sound.size() > 8) sound.pop_front();
    }
    return problem;
}

}  // namespace atlas
