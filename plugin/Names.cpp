// The names of the symbols the lowering generates for a task (docs/lowering.md):
// one place, so that the emitters, the debug-info pass and the tests agree.
#include "Forkc.h"

using namespace clang;

namespace forkc {

std::string entryName(const FunctionDecl *FD) { return "__forkc_entry_" + FD->getNameAsString(); }
std::string resumeName(const FunctionDecl *FD) { return "__forkc_resume_" + FD->getNameAsString(); }
std::string fastCloneName(const FunctionDecl *FD) {
  return "__forkc_fast_" + FD->getNameAsString();
}
std::string deepEntryName(const FunctionDecl *FD) {
  return "__forkc_deep_" + FD->getNameAsString();
}
std::string kindEntryName(const FunctionDecl *FD, bool Spawned) {
  return (Spawned ? "__forkc_spawned_" : "__forkc_called_") + FD->getNameAsString();
}
std::string retTypeName(const FunctionDecl *FD) { return "__forkc_ret_" + FD->getNameAsString(); }
std::string frameTagName(const FunctionDecl *FD) {
  return "__forkc_frame_" + FD->getNameAsString();
}
std::string frameStructName(const FunctionDecl *FD) { return "struct " + frameTagName(FD); }

} // namespace forkc
