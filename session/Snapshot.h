#pragma once
// What the views show of one sentence through one model, as plain values without Eigen: the
// views read the model only through this (built by SnapshotBuilder off the GUI thread).

#include <QString>
#include <QStringList>
#include <QVector>
#include <array>
#include <functional>
#include <vector>

#include "AttentionStack.h"

namespace atlas::views {

// A dense row-major matrix of floats: an attention map Z⁻¹A, an embedding table, …
struct Grid {
    int rows = 0;
    int cols = 0;
    std::vector<float> values;  // rows × cols

    float at(int r, int c) const { return values[size_t(r) * size_t(cols) + size_t(c)]; }
    bool empty() const { return rows == 0 || cols == 0; }
};

struct Token {
    enum class Kind { Word, WordStart, Byte, Control, Unknown };
    int id = 0;
    QString piece;    // as SentencePiece spells it: "▁the", "<0xE4>", "</s>"
    QString display;  // what a person reads: "the" with a boundary mark, bytes as characters
    Kind kind = Kind::Word;
    // A byte-fallback piece spells part of one character: which byte (0-based) of how many.
    // display then holds the whole character on each of its bytes.
    int byteIndex = -1;
    int byteCount = 0;
    // A piece the vocabulary lacks (a Hub folder's vocab.json, SPEC §5), read as <unk>: id is
    // the unk id, kind Unknown, while piece and display keep the piece as SentencePiece cut it.
    bool unknownFallback = false;
};

// The three attention stacks of an encoder-decoder: the model's own enum, so that nothing
// converts between the two.
using Stack = atlas::AttentionStack;

struct ModelSummary {
    QString name;       // file name or built-in label
    QString attention;  // "mha", "gqa", "mqa", "mla"
    int layersEncoder = 0, layersDecoder = 0;
    int heads = 0, kvHeads = 0, dModel = 0, dHead = 0, dLatent = 0, dRope = 0;
    long long parameters = 0;
    // The scale s of S = s·QKᵀ (SPEC §2): 1/√d_QK with d_QK = dHead + dRope, the width of one
    // head's query and key, unless the model sets it (Gemma 3: 1/√query_pre_attn_scalar, then
    // queryPreAttn holds that scalar; 0 otherwise).
    double scoreScale = 0;
    double queryPreAttn = 0;
    int dQK() const { return dHead + dRope; }
    QString hubFolder;  // a Hugging Face Hub folder's path (SPEC §5); empty for our checkpoints
    // docs/format.md: one causal stack, no encoder and nothing across (SPEC §5 "Decoder-only").
    bool decoderOnly = false;
    // SPEC §6 "Encoder-only": one bidirectional stack, no decoder; it fills masks when it has a
    // masked-LM head (maskedLm) and its tokenizer a mask token (maskToken, "[MASK]", "<mask>").
    bool encoderOnly = false;
    bool maskedLm = false;
    QString maskToken;
    // Positions from a learned table P added to E[id] (GPT-2's wpe), not sines nor rotary.
    bool learnedPositions = false;
    // The tokenizer is a tokenizer.json (SPEC §6), not SentencePiece.
    bool fastTokenizer = false;
    // W of each decoder layer (Config::windowOf): keys W or more positions back are masked; 0
    // for a layer that sees every earlier key. Empty when no layer slides.
    std::vector<int> windows;

    // The stacks this model has, in the toolbar's order (decoder-only: decoder self alone).
    std::vector<atlas::AttentionStack> stacks() const {
        using S = atlas::AttentionStack;
        if (decoderOnly) return {S::DecoderSelf};
        if (encoderOnly) return {S::EncoderSelf};
        return {S::EncoderSelf, S::DecoderSelf, S::Cross};
    }
    int windowOf(int decoderLayer) const {
        return decoderLayer >= 0 && size_t(decoderLayer) < windows.size()
                   ? windows[size_t(decoderLayer)]
                   : 0;
    }
};

// Where the parts of a decoder-only model's one causal sequence lie in Snapshot::decoderInput:
// the prompt, then the continuation (Snapshot::target). Our arrow models read
// [bos] english… ⇒ german… (model/ArrowPrompt.h): the English is [sourceBegin, arrow).
struct CausalLayout {
    int promptLength = 0;
    int sourceBegin = -1, arrow = -1;  // −1: a plain language model, no arrow

    bool hasArrow() const { return arrow >= 0; }
};

// An encoder-only model's prediction at one mask of the source (the fill-mask pipeline's
// top_k): the masked-LM head's likeliest tokens there, likeliest first.
struct MaskPrediction {
    int position = 0;  // in Snapshot::source
    QVector<Token> tokens;
    std::vector<float> probabilities;  // softmax of the logits row, one per token
};

struct Snapshot {
    ModelSummary model;
    QString sourceText, targetText;
    // Encoder-decoder: the source ids with eos, [bos, y1 … ym] and y1 … ym. Decoder-only: the
    // English of an arrow model or the prompt of a plain one; the whole sequence (prompt, then
    // continuation); the continuation.
    QVector<Token> source;
    QVector<Token> decoderInput;  // the decoder's query positions
    QVector<Token> target;
    CausalLayout causal;  // decoder-only models only
    // Encoder-only: the ten likeliest tokens at each mask, in order (targetText the source with
    // each mask filled by the first; source, encoderSelf and encoderStates as for an encoder).
    std::vector<MaskPrediction> masks;
    // [stack][layer][head]: queries × keys. Encoder: source × source; decoder self: decoder
    // input × decoder input (causal); cross: decoder input × source. A decoder-only model has
    // the decoder self stack alone: one causal pass over prompt and continuation.
    std::array<std::vector<std::vector<Grid>>, 3> attention;
    // Tokens & embeddings (SPEC §2 "Embedding"), rows = source tokens (decoder-only: the whole
    // sequence; encoderStates then holds the embedded input alone):
    Grid tokenEmbeddings;             // E[id]·√d (as scaled)
    Grid positions;                   // PE (zero for rotary models)
    Grid encoderInput;                // their sum
    std::vector<Grid> encoderStates;  // [0] = encoderInput, [i] = after encoder layer i
    long long selfCacheBytes = 0, crossCacheBytes = 0;
    double milliseconds = 0;  // the forward pass's time
    QString notice;           // shown to the user when non-empty, e.g. "text truncated to …"
    // A decoder-only model's prompt alone, shown while its continuation is generated: a snapshot
    // with the continuation follows (buildSnapshot's promptRead).
    bool continuing = false;

    const Grid& map(Stack stack, int layer, int head) const {
        return attention[size_t(stack)][size_t(layer)][size_t(head)];
    }
    int layers(Stack stack) const { return int(attention[size_t(stack)].size()); }
    // The tokens of the embedding rows (tokenEmbeddings, encoderStates, …): the source, or a
    // decoder-only model's whole sequence.
    const QVector<Token>& embedded() const { return model.decoderOnly ? decoderInput : source; }
    // Row (query) and column (key) tokens of a stack's maps.
    const QVector<Token>& queries(Stack stack) const {
        return stack == Stack::EncoderSelf ? source : decoderInput;
    }
    const QVector<Token>& keys(Stack stack) const {
        return stack == Stack::DecoderSelf ? decoderInput : source;
    }
};

// Where buildSnapshot hands a snapshot that a later one completes (Snapshot::continuing).
using PromptSnapshotSink = std::function<void(Snapshot&&)>;

}  // namespace atlas::views
