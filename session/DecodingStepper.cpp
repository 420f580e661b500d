#include "DecodingStepper.h"

#include "CausalSnapshot.h"
#include "KvStepper.h"
#include "ModelThreads.h"

namespace atlas::views {

namespace {

// [layer][head] → the one query row of each map, as plain floats.
std::vector<std::vector<std::vector<float>>> rowsOf(const LayerMaps& maps) {
    std::vector<std::vector<std::vector<float>>> out(maps.size());
    for (size_t l = 0; l < maps.size(); ++l)
        for (const Matrix& m : maps[l]) {
            const auto row = m.row(m.rows() - 1);
            out[l].emplace_back(row.data(), row.data() + row.size());
        }
    return out;
}

QString pieceOf(const Model& model, int id) {
    return QString::fromStdString(model.tokenizer().piece(id, TokenSide::Target));
}

}  // namespace

DecodingStepper::DecodingStepper(std::shared_ptr<const Model> model, const std::string& text,
                                 int rows)
    : model_(std::move(model)) {
    useThreadsFor(*model_);
    stepper_ = makeKvStepper(model_, text);
    stepper_->recordAttention(true);
    stepper_->setLimit(rows);  // the full pass's rows, its last one included
}

DecodingStepper::~DecodingStepper() = default;

void DecodingStepper::step() {
    useThreadsFor(*model_);
    if (!stepper_->finished()) stepper_->step();
}

DecodedSteps DecodingStepper::steps() const {
    DecodedSteps out{stepper_->initial(), {}, stepper_->finished()};
    for (const KvStep& s : stepper_->steps()) {
        DecodedStep step;
        step.input = s.input;
        step.output = s.output;
        step.inputPiece = pieceOf(*model_, s.input);
        step.outputPiece = pieceOf(*model_, s.output);
        step.cache = s.measured;
        step.rows = {rowsOf(s.selfAttention), rowsOf(s.crossAttention)};
        out.steps.push_back(std::move(step));
    }
    return out;
}

}  // namespace atlas::views
