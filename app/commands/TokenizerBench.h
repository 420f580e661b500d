#pragma once
// `bench`'s tokenization row (issue 37): tokenizer.json throughput on 1 MB of mixed text (many
// scripts, emoji, code, numbers, whitespace runs) with the Llama 3, Qwen2/Qwen3 and GPT-2 kinds
// of tokenizer, one thread, beside Hugging Face's `tokenizers` on the same file and text when
// node can load its npm binding. The binding is looked for in ATLAS_NODE_TOKENIZERS, then in
// each folder of NODE_PATH, then where scripts/tokenizer-fixtures.sh installs it; without it the
// row still gives our figures and says why the other column is empty.

#include <nlohmann/json.hpp>
#include <string>

namespace atlas {

// A tokenizer.json of the family's kind compiled into the program: the conformance fixture of
// tests/data/tokenizers/KIND (the family's normalizer, pre-tokenizer, model options and decoder,
// 1 156 pieces). KIND: "gpt2", "llama3", "qwen2" or "bert".
std::string fixtureTokenizer(const char* kind);

// `tokenizerJson`'s vocabulary grown to `rows` ids with pieces nothing makes ("<|row_N|>"), as
// the real GPT-2, Qwen and BERT tokenizers name every row of their models: a random model picks
// any id, and the window must be able to name it. Encoding a sentence never meets the new pieces.
std::string coveringTokenizer(const std::string& tokenizerJson, long long rows);

// The row: prints its table, returns its figures. `tiny`: 20 KB of text, one timed run.
nlohmann::json benchTokenizers(bool tiny);

}  // namespace atlas
