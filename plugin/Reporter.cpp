// Diagnostics of the plugin: errors with a note carrying the hint, counted so
// that a pass can tell whether it reported anything; remarks and notes under
// -fplugin-arg-forkplugin-remarks.
#include "Forkc.h"

using namespace clang;

namespace forkc {

Reporter::Reporter(DiagnosticsEngine &D) : D(D) {
  ErrID = D.getCustomDiagID(DiagnosticsEngine::Error, "%0");
  NoteID = D.getCustomDiagID(DiagnosticsEngine::Note, "%0");
  RemarkID = D.getCustomDiagID(DiagnosticsEngine::Remark, "%0");
}

Reporter::Reporter(DiagnosticsEngine &D, QuietTag) : Reporter(D) { Silent = true; }

void Reporter::remark(SourceLocation L, llvm::StringRef Msg) {
  if (!Silent)
    D.Report(L, RemarkID) << Msg;
}
void Reporter::note(SourceLocation L, llvm::StringRef Msg) {
  if (!Silent)
    D.Report(L, NoteID) << Msg;
}

void Reporter::error(SourceLocation L, llvm::StringRef Msg, llvm::StringRef Note) {
  ++Count;
  if (Silent)
    return;
  D.Report(L, ErrID) << Msg;
  if (!Note.empty())
    D.Report(L, NoteID) << Note;
}

} // namespace forkc
