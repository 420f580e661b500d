#pragma once
// Where models come from: a checkpoint file, or the models compiled into the binary.

#include <QString>
#include <QtGlobal>
#include <optional>
#include <string>

#include "Checkpoint.h"

namespace atlas {

// The models built into the program, one table for the model picker, sessions (which store the
// id) and `export --session`. The four trained encoder-decoders (issue 5) share configuration,
// corpus and seed and differ only in the attention kind; the random-weight twins of each kind are
// made on demand (makeDefaultModel), so that every build has them: there the shapes of the
// attention (shared K/V heads, a latent) are the lesson, not the translation.
struct BuiltinModel {
    const char* id;        // "default", "trained-gqa", …, "random-mla": what sessions store
    const char* name;      // what the picker shows, translated in the context atlas::ModelPicker
    const char* resource;  // the trained checkpoint (a Qt resource), or nullptr: random weights
    AttentionKind kind;
};

inline constexpr BuiltinModel kBuiltinModels[] = {
    {"default", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained MHA (built-in)"),
     ":/models/mha.safetensors", AttentionKind::MHA},
    {"trained-gqa", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained GQA (4 heads, 2 K/V)"),
     ":/models/gqa.safetensors", AttentionKind::GQA},
    {"trained-mqa", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained MQA (4 heads, 1 K/V)"),
     ":/models/mqa.safetensors", AttentionKind::MQA},
    {"trained-mla", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained MLA (latent 32, rotary 8)"),
     ":/models/mla.safetensors", AttentionKind::MLA},
    // Decoder-only (docs/models.md, "The built-in models"): English ⇒ German as one causal
    // sequence.
    {"trained-decoder-mha",
     QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained decoder-only MHA (⇒, 4 layers)"),
     ":/models/decoder-mha.safetensors", AttentionKind::MHA},
    {"trained-decoder-gqa",
     QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained decoder-only GQA (⇒, local/global)"),
     ":/models/decoder-gqa.safetensors", AttentionKind::GQA},
    // Encoder-only (docs/models.md, "The built-in models"): a masked LM of the English side.
    {"trained-masked-lm",
     QT_TRANSLATE_NOOP("atlas::ModelPicker", "Trained masked LM (encoder-only, <mask>)"),
     ":/models/masked-lm.safetensors", AttentionKind::MHA},
    {"random-mha", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Random MHA (4 heads)"), nullptr,
     AttentionKind::MHA},
    {"random-gqa", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Random GQA (4 heads, 2 K/V)"), nullptr,
     AttentionKind::GQA},
    {"random-mqa", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Random MQA (4 heads, 1 K/V)"), nullptr,
     AttentionKind::MQA},
    {"random-mla", QT_TRANSLATE_NOOP("atlas::ModelPicker", "Random MLA (latent 32)"), nullptr,
     AttentionKind::MLA},
};
// The default model: the first of the table, trained MHA.
inline constexpr const char* kBuiltinModelResource = kBuiltinModels[0].resource;

// The built-in model of this id, or nullptr.
const BuiltinModel* findBuiltinModel(const QString& id);
// Whether this build carries it (a trained model needs its resource).
bool isAvailable(const BuiltinModel& model);
// Its checkpoint: the resource, or random weights; throws when this build lacks the resource.
Checkpoint loadBuiltinModel(const BuiltinModel& model);

// A checkpoint compiled into the binary (a Qt resource path); throws when this build lacks it.
Checkpoint loadResourceCheckpoint(const char* resource);

// The checkpoint at path, or the built-in model when there is none; throws with a message
// that names the file.
Checkpoint loadCheckpoint(const std::optional<std::string>& path);

}  // namespace atlas
