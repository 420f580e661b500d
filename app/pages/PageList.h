#pragma once
// Every page of the window, in tab order (UI.md), made in one place. A new page is a Page
// subclass and one line in PageList.cpp; the window, the View menu, the keys 1–9, sessions
// and `--page N` all follow this list.

#include <QList>

#include "PageContext.h"

class QWidget;

namespace atlas {

class Page;

// The pages, each a child of `parent`, subscribed to `context`.
QList<Page*> createPages(const PageContext& context, QWidget* parent);

}  // namespace atlas
