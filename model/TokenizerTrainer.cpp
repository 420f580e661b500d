#include "TokenizerTrainer.h"

#include <sentencepiece_trainer.h>

#include <cstdint>
#include <stdexcept>
#include <unordered_map>

namespace sentencepiece::logging {
// Exported by libsentencepiece 0.1.97 but declared in no installed header.
int GetMinLogLevel();
void SetMinLogLevel(int level);
}  // namespace sentencepiece::logging

namespace atlas {

namespace {

// The corpus, then one line that holds each required character once: a character that
// occurs gets a piece (character_coverage 1.0). The trainer's own required_chars flag
// aborts the process in BPE training when a character is absent from the corpus.
class Corpus : public sentencepiece::SentenceIterator {
public:
    Corpus(const std::vector<std::string>& sentences, const std::string& requiredCharacters)
        : sentences_(sentences) {
        for (char c : requiredCharacters) {
            const bool continuationByte = (uint8_t(c) & 0xC0) == 0x80;
            if (!continuationByte && !characterLine_.empty()) characterLine_ += ' ';
            characterLine_ += c;
        }
    }
    bool done() const override {
        return next_ > sentences_.size() || (next_ == sentences_.size() && characterLine_.empty());
    }
    void Next() override { ++next_; }
    const std::string& value() const override {
        return next_ < sentences_.size() ? sentences_[next_] : characterLine_;
    }
    sentencepiece::util::Status status() const override { return {}; }

private:
    const std::vector<std::string>& sentences_;
    std::string characterLine_;
    size_t next_ = 0;
};

// Training prints pages of progress to stderr; only errors belong in an app's output.
class QuietLogging {
public:
    QuietLogging() : previous_(sentencepiece::logging::GetMinLogLevel()) {
        sentencepiece::logging::SetMinLogLevel(kError);
    }
    ~QuietLogging() { sentencepiece::logging::SetMinLogLevel(previous_); }
    QuietLogging(const QuietLogging&) = delete;
    QuietLogging& operator=(const QuietLogging&) = delete;

private:
    static constexpr int kError = 2;  // INFO 0, WARNING 1, ERROR 2
    int previous_;
};

}  // namespace

std::string trainTokenizer(const std::vector<std::string>& sentences,
                           const TokenizerTrainingOptions& options) {
    using Options = TokenizerTrainingOptions;
    std::unordered_map<std::string, std::string> flags = {
        {"model_type", options.algorithm == Options::Algorithm::Bpe ? "bpe" : "unigram"},
        {"vocab_size", std::to_string(options.vocabSize)},
        {"hard_vocab_limit", options.hardVocabLimit ? "true" : "false"},
        {"normalization_rule_name",
         options.normalization == Options::Normalization::Identity ? "identity" : "nmt_nfkc"},
        {"pad_id", "0"},
        {"unk_id", "1"},
        {"bos_id", "2"},
        {"eos_id", "3"},
        {"byte_fallback", "true"},
        // Every character of the corpus gets a piece; byte fallback covers the rest of Unicode.
        {"character_coverage", "1.0"},
        // One thread, and every sentence rather than a sample drawn by an unseeded
        // generator: the same sentences always give the same model bytes.
        {"num_threads", "1"},
        {"input_sentence_size", "0"},
    };
    if (!options.userDefinedSymbols.empty()) {
        std::string symbols;
        for (const std::string& symbol : options.userDefinedSymbols)
            symbols += (symbols.empty() ? "" : ",") + symbol;
        flags["user_defined_symbols"] = symbols;
    }
    if (sentences.empty()) throw std::runtime_error("tokenizer training: no sentences");
    Corpus corpus(sentences, options.requiredCharacters);
    std::string model;
    QuietLogging quiet;
    const auto status = sentencepiece::SentencePieceTrainer::Train(flags, &corpus, &model);
    if (!status.ok()) throw std::runtime_error("tokenizer training: " + status.ToString());
    return model;
}

}  // namespace atlas
