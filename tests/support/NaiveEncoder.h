#pragma once
// BertForMaskedLM (model_type bert), RobertaForMaskedLM (roberta) and DistilBertForMaskedLM
// (distilbert) of Hugging Face transformers in evaluation mode, written out as plain loops in
// double precision from the transformers source (models/bert/modeling_bert.py,
// models/roberta/modeling_roberta.py, models/distilbert/modeling_distilbert.py, their
// configuration classes, activations.py), on the Hub's own tensor names: the yardstick the
// encoder-only reader and our computation are checked against. Independent of model/.

#include <nlohmann/json.hpp>
#include <vector>

#include "NaiveMarian.h"

namespace naive {

struct EncoderResult {
    Maps self;   // [layer][head][query][key]: every position sees every position
    Mat logits;  // [position][V], the masked-LM head; empty when the folder has none
};

// config: the parsed config.json; w: the tensors under the names the folder stores (with or
// without the base model's prefix, LayerNorm.gamma/beta or weight/bias), as float32; ids: the
// input ids with their special tokens; types: their token_type_ids (empty: 0 everywhere; a
// DistilBERT folder has no types). Throws std::runtime_error naming a missing tensor.
EncoderResult encoderForward(const nlohmann::json& config, const Tensors& w,
                             const std::vector<int>& ids, const std::vector<int>& types = {});

}  // namespace naive
