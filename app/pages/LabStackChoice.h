#pragma once
// The Training lab's choice of the example's attention stack: the stacks the run's model has
// (an encoder-decoder three, a decoder-only model its one causal stack) and a line saying what
// the chosen map's rows and columns are. The lab page owns it and redraws on changed().

#include <QObject>

#include "Config.h"
#include "Snapshot.h"

class QComboBox;
class QLabel;
class QWidget;

namespace atlas {

class LabStackChoice : public QObject {
    Q_OBJECT

public:
    explicit LabStackChoice(QWidget* parent);

    QComboBox* combo() const { return combo_; }
    QLabel* note() const { return note_; }
    views::Stack stack() const;

    // Offers the stacks of a model of `architecture`, keeping the chosen one if it is among
    // them; names them and the note again (also on a language change).
    void offer(Architecture architecture);

    // The layer to show until a head is picked: an encoder-decoder's last (its cross-attention
    // there is what it writes from); for a decoder-only model the layer whose answer rows look
    // most sharply at single prompt symbols.
    static int firstLayer(const views::Snapshot& snapshot, views::Stack stack);

signals:
    void changed();  // the user chose another stack

private:
    void showNote();

    QComboBox* combo_ = nullptr;
    QLabel* note_ = nullptr;
    Architecture architecture_ = Architecture::EncoderDecoder;
};

}  // namespace atlas
