#pragma once
// What a page is given to show: the model context (model, settled text, snapshot), the
// toolbar's selection and the token in focus, the shared step-through decoding, and the two
// requests a page makes of the window. Each page connects itself to what it needs.

#include <QString>
#include <functional>

namespace atlas {

namespace views {
class DecodingSteps;
class ModelContext;
}  // namespace views
class ViewState;

struct PageContext {
    views::ModelContext& model;
    ViewState& view;
    views::DecodingSteps& steps;
    // Opens a model file with `text` as the sentence and shows it on the attention page.
    std::function<void(const QString& path, const QString& text)> openModel;
    // Adds a word to the source sentence, at the cursor (the Tokens page's known words).
    std::function<void(const QString& word)> insertWord;
};

}  // namespace atlas
