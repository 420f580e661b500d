#pragma once
// A LlamaForCausalLM folder laid out as save_pretrained writes it (SPEC §5, decoder-only), with
// random weights: what `bench` times at TinyLlama-1.1B's size; likewise GPT2LMHeadModel and
// Qwen3ForCausalLM folders (SPEC §6) at GPT-2 small's and Qwen3-0.6B's, and BertForMaskedLM
// (SPEC §6 encoder-only) at BERT-base's. A 1.1 B-parameter model
// is 2.2 GB in BF16, so model.safetensors is streamed tensor by tensor (a chunk of 1 M values is
// all that is ever in memory), and the folder appears whole or not at all. It converts nothing: no
// model is read to write it.

#include <cstdint>
#include <string>

#include "Safetensors.h"

namespace atlas {

struct LlamaFolderSpec {
    // Which transformers class the folder is for: its names, config.json keys and tokenizer.
    enum class Family { Llama, Gpt2, Qwen3, Bert };
    Family family = Family::Llama;
    int d_model = 64;
    int layers = 2;
    int heads = 4;
    int kvHeads = 2;
    int headDim = 16;
    int ffn = 176;
    int maxPositions = 2048;
    double ropeTheta = 10000;
    double rmsNormEps = 1e-5;
    // tokenizer.model (Llama), or tokenizer.json's text (GPT-2, Qwen3, BERT: what those folders
    // ship); its bos and eos ids are config.json's (BERT: its pad id, [PAD]).
    std::string tokenizer;
    bool tied = false;  // tie_word_embeddings: no lm_head.weight
    int vocabSize = 0;  // 0: the tokenizer's pieces (never fewer: every piece needs a row)
    DType dtype = DType::BF16;
    uint64_t seed = 1;
};

// TinyLlama-1.1B's shape (TinyLlama/TinyLlama-1.1B-Chat-v1.0's config.json): d 2048, 22 layers,
// 32 query and 4 key-value heads of 64, ffn 5632, vocabulary 32 000, 2048 positions, rope_theta
// 10 000, rms_norm_eps 1e-5, untied output, BF16.
LlamaFolderSpec tinyLlamaShape(std::string tokenizer);
// GPT-2 small's shape (openai-community/gpt2's config.json): d 768, 12 layers, 12 heads, ffn
// 3072, vocabulary 50 257, 1024 learned positions, gelu_new, tied output; BF16 here.
LlamaFolderSpec gpt2SmallShape(std::string tokenizerJson);
// Qwen3-0.6B's shape (Qwen/Qwen3-0.6B's config.json): d 1024, 28 layers, 16 query and 8
// key-value heads of 128 with q/k RMSNorm, ffn 3072, vocabulary 151 936, rope_theta 10⁶,
// rms_norm_eps 10⁻⁶, tied output, BF16.
LlamaFolderSpec qwen3SmallShape(std::string tokenizerJson);

// BERT-base's shape (google-bert/bert-base-uncased's config.json): d 768, 12 layers, 12 heads,
// ffn 3072, vocabulary 30 522, 512 learned positions, 2 token types, gelu, layer_norm_eps 1e-12,
// the decoder tied to the word embeddings; F32 as that folder ships.
LlamaFolderSpec bertBaseShape(std::string tokenizerJson);
// The same at the writer's default widths (d 64, 2 layers, 4 heads), 128 positions: for tests.
LlamaFolderSpec tinyBertShape(std::string tokenizerJson);

// The size of the model.safetensors the spec makes, header included: what must fit on the disk.
uint64_t llamaWeightFileBytes(const LlamaFolderSpec& spec);

// config.json, generation_config.json, tokenizer.model or tokenizer.json, and model.safetensors
// (transformers' names, uniform random values of the usual spreads: 1/√in for a linear layer,
// 1 ± 0.02 for a norm's gain) as the new folder `folder`, which must not exist or be empty.
// Everything goes to a temporary folder beside it first, renamed at the end; on any failure the
// temporary is removed and the error (a WriteError naming the file) rethrown.
void writeLlamaFolder(const std::string& folder, const LlamaFolderSpec& spec);

}  // namespace atlas
