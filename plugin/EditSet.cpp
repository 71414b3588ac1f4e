// Nestable text edits over the main file.  clang::Rewriter measures a
// replaced range in the original text, which breaks when the range already
// contains edits (docs/design.md §2 "Facts"); lowering edits nest all the time (a
// frame-variable reference inside a spawn inside a loop), so edits are kept
// as a list and resolved outermost-first when text is requested.
#include "Forkc.h"

#include <algorithm>

namespace forkc {

static unsigned countNewlines(llvm::StringRef S) { return (unsigned)S.count('\n'); }

void EditSet::replace(unsigned B, unsigned E, std::string Text) {
  // Keep line numbers of everything after the edit: the lowered text is
  // compiled under #line directives that assume the original line breaks.
  unsigned Want = countNewlines(llvm::StringRef(Orig).substr(B, E - B));
  unsigned Have = countNewlines(Text);
  for (; Have < Want; ++Have)
    Text += '\n';
  Edits.push_back({B, E, (unsigned)Edits.size(), std::move(Text)});
}

void EditSet::insert(unsigned Off, std::string Text) {
  Edits.push_back({Off, Off, (unsigned)Edits.size(), std::move(Text)});
}

std::string EditSet::text(unsigned B, unsigned E) const {
  std::vector<const Edit *> In;
  for (const Edit &X : Edits) {
    bool Inside = X.B == X.E ? (X.B >= B && X.B <= E) : (X.B >= B && X.E <= E);
    if (Inside)
      In.push_back(&X);
  }
  // Outermost first: by begin, insertions before replacements at the same
  // offset, longer replacements first; of two edits of the same range the
  // later one wins (an enclosing edit is always created after its parts).
  std::sort(In.begin(), In.end(), [](const Edit *L, const Edit *R) {
    if (L->B != R->B)
      return L->B < R->B;
    bool LI = L->B == L->E, RI = R->B == R->E;
    if (LI != RI)
      return LI;
    if (L->E != R->E)
      return L->E > R->E;
    return LI ? L->Seq < R->Seq : L->Seq > R->Seq;
  });
  std::string Out;
  unsigned Pos = B;
  for (const Edit *X : In) {
    if (X->B < Pos)
      continue; // nested in (or a duplicate of) an edit already applied
    Out.append(Orig, Pos, X->B - Pos);
    Out += X->Text;
    Pos = X->E;
  }
  Out.append(Orig, Pos, E - Pos);
  return Out;
}

} // namespace forkc
