#pragma once
// The one adapter from the model (Eigen) to the views (plain Snapshot values).

#include <QString>
#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "Components.h"
#include "Snapshot.h"

namespace atlas {
class Model;
class Tokenizer;
enum class TokenSide;  // model/TokenSide.h
}  // namespace atlas

namespace atlas::hf {
class PieceSpeller;
}

namespace atlas::views {

// Thrown by buildSnapshot when its cancel flag is raised between two stages of the work.
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
};

// One sentence through one model: tokens, greedy translation, every head's Z⁻¹A, embeddings and
// encoder states. Text longer than max_positions is cut (Snapshot::notice says so); empty text
// gives a source of eos alone. `cancel` may be null. With a `target`, the decoder reads it
// (teacher forcing) instead of its own greedy translation. `draft` (the target ids of the text
// before this one) lets greedy decoding check its guesses in few passes; the result is the same.
// A decoder-only model hands `promptRead` (may be empty) its prompt's snapshot first, as its
// continuation can take many times longer (buildCausalSnapshot).
Snapshot buildSnapshot(const atlas::Model& model, const QString& text, const QString& modelName,
                       const std::atomic<bool>* cancel = nullptr,
                       const std::optional<QString>& target = std::nullopt,
                       const std::vector<int>& draft = {},
                       const PromptSnapshotSink& promptRead = {});

// How a person reads ids: ▁ word starts, control tokens, and byte-fallback runs put back
// together into the characters they spell. Decoder tokens are read on the target side.
QVector<Token> describeTokens(const atlas::Tokenizer& tokenizer, const std::vector<int>& ids);
QVector<Token> describeTokens(const atlas::Tokenizer& tokenizer, const std::vector<int>& ids,
                              atlas::TokenSide side);

// A tokenizer.json piece as the Tokens page writes it (PieceSpeller): ▁ for a space, ↵ for a
// newline, the hex of bytes that are only part of a character (then `partial` is set).
QString spelledPiece(const atlas::hf::PieceSpeller& speller, const std::string& piece,
                     bool* partial = nullptr);

// How the model built one word of `text` (issue 37): the split that holds the `piece`-th piece
// that is not a special token, and the model's steps for it (ModelStep). Empty for a
// SentencePiece tokenizer, or when there is no such piece.
struct WordSteps {
    std::string word;  // the split as the model saw it (byte-level: GPT-2's characters)
    std::vector<atlas::hf::ModelStep> steps;
};
std::optional<WordSteps> wordStepsOf(const atlas::Tokenizer& tokenizer, const std::string& text,
                                     int piece);

ModelSummary summarize(const atlas::Model& model, const QString& name);

// Throws Cancelled when `cancel` (may be null) is raised.
void throwIfCancelled(const std::atomic<bool>* cancel);

// The longest prefix of `text` whose ids and `reserved` more (eos; bos and ⇒) fit `limit`
// tokens, cut between characters; `notice` says so when it cuts.
std::string fitText(const atlas::Model& model, const std::string& text, int limit, int reserved,
                    QString* notice);

}  // namespace atlas::views
