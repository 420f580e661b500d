#pragma once
// A page's context without a window, for tests that open one page: a model context that the test
// sets by hand (model, settled text, snapshot), its view state and the step-through decoding.

#include <QStringList>
#include <memory>

#include "Checkpoint.h"
#include "DecodingSteps.h"
#include "Model.h"
#include "ModelContext.h"
#include "PageContext.h"
#include "ViewState.h"

namespace atlas::test {

struct PageFixture {
    views::ModelContext model;
    ViewState view{model};
    views::DecodingSteps steps;

    QStringList insertedWords;  // what pages asked to add to the sentence

    PageContext context() {
        return {model, view, steps, {}, [this](const QString& w) { insertedWords.append(w); }};
    }
    // The model every page of the test reads, as the window's worker would share it.
    void useCheckpoint(const Checkpoint& checkpoint) {
        model.setModel(std::make_shared<const Model>(checkpoint), QStringLiteral("test"));
    }
};

// A page with a context of its own, destroyed before it.
template <typename P>
struct PageWithContext {
    std::unique_ptr<PageFixture> fixture = std::make_unique<PageFixture>();
    std::unique_ptr<P> page = std::make_unique<P>(fixture->context());

    P* operator->() const { return page.get(); }
    P& operator*() const { return *page; }
    P* get() const { return page.get(); }
    void select(const ViewSelection& selection) { fixture->view.setSelection(selection); }
};

}  // namespace atlas::test
