#pragma once
// What the toolbar has chosen for every page: which stack, layer and head, and how to colour.

#include "ColorScale.h"
#include "Colormap.h"
#include "Snapshot.h"

namespace atlas {

struct ViewSelection {
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
    int head = 0;  // -1: the mean over heads
    views::Colormap::Name colormap = views::Colormap::Name::Viridis;
    views::ColorScale::Kind scale = views::ColorScale::Kind::Linear;
    bool operator==(const ViewSelection&) const = default;
};

// A token a person points at in one of the two strips (hovered chip), or none.
struct TokenFocus {
    enum class Side { None, Source, Target };
    Side side = Side::None;
    int index = -1;  // into Snapshot::source or Snapshot::decoderInput
    bool operator==(const TokenFocus&) const = default;
};

// The row and column of a stack's maps that show the focused token (-1 where it is not on
// that axis): a source token is a key of cross-attention, a target token one of its queries.
struct MapFocus {
    int row = -1;
    int col = -1;
};
inline MapFocus mapFocus(views::Stack stack, const TokenFocus& focus) {
    using views::Stack;
    const bool source = focus.side == TokenFocus::Side::Source;
    const bool target = focus.side == TokenFocus::Side::Target;
    switch (stack) {
        case Stack::EncoderSelf:
            return source ? MapFocus{focus.index, focus.index} : MapFocus{};
        case Stack::DecoderSelf:
            return target ? MapFocus{focus.index, focus.index} : MapFocus{};
        case Stack::Cross:
            return source   ? MapFocus{-1, focus.index}
                   : target ? MapFocus{focus.index, -1}
                            : MapFocus{};
    }
    return {};
}

}  // namespace atlas
