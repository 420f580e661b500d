#pragma once
// SPEC §6 "Encoder-only": a Hub folder of BertForMaskedLM (model_type bert),
// RobertaForMaskedLM (roberta) or DistilBertForMaskedLM (distilbert) as our encoder-only
// architecture (docs/format.md): one bidirectional post-norm stack and the masked-LM head.
// Folders of the bare encoder or another head open without the masked-LM head.

#include <string>

#include "Checkpoint.h"
#include "HubFolder.h"

namespace atlas {

bool isEncoderLmType(const std::string& modelType);

// Throws CheckpointError or ConfigError naming the file and the key or tensor.
Checkpoint encoderLmCheckpoint(const HubFolder& hub, const std::string& modelType);

}  // namespace atlas
