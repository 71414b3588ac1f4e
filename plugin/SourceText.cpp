// Source ranges of the task's file as offsets into its text, the text of an
// expression with the edits inside it, and the edits of whole statements.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

// ---- source ranges -> offsets in the task's file ----
bool TaskLowering::fileOffset(SourceLocation Loc, unsigned &Off) {
  if (Loc.isInvalid() || Loc.isMacroID())
    return false;
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
  if (D.first != File)
    return false;
  Off = D.second;
  return true;
}

bool fileRangeIn(const SourceManager &SM, const LangOptions &LO, FileID File, SourceRange SR,
                 unsigned &B, unsigned &E) {
  CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(SR), SM, LO);
  auto Offset = [&](SourceLocation L, unsigned &Off) {
    if (L.isInvalid() || L.isMacroID())
      return false;
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(L);
    Off = D.second;
    return D.first == File;
  };
  return CR.isValid() && Offset(CR.getBegin(), B) && Offset(CR.getEnd(), E) && B <= E;
}

bool TaskLowering::fileRange(SourceRange SR, unsigned &B, unsigned &E) {
  return fileRangeIn(SM, LO, File, SR, B, E);
}

// A statement's range including its terminating ';'.
bool TaskLowering::stmtRange(const Stmt *S, unsigned &B, unsigned &E) {
  if (!fileRange(S->getSourceRange(), B, E))
    return false;
  if (isa<CompoundStmt>(S))
    return true;
  llvm::StringRef T = Ed.original();
  if (E > 0 && T[E - 1] == ';')
    return true;
  unsigned P = E;
  while (P < T.size()) {
    if (isspace((unsigned char)T[P])) {
      ++P;
    } else if (T.substr(P).starts_with("//")) {
      P = (unsigned)std::min(T.size(), T.find('\n', P));
    } else if (T.substr(P).starts_with("/*")) {
      size_t End = T.find("*/", P + 2);
      P = End == llvm::StringRef::npos ? (unsigned)T.size() : (unsigned)End + 2;
    } else {
      break;
    }
  }
  if (P < T.size() && T[P] == ';')
    E = P + 1;
  return true;
}

std::string TaskLowering::exprText(const Expr *E) {
  unsigned B, End;
  if (!fileRange(E->getSourceRange(), B, End)) {
    // Written inside a macro body (`#define HALF(x) fork_spawn(f(x, n / 2))`):
    // the text is printed from the AST, which spells every variable by its
    // own name -- right unless one of them is spelled otherwise here.
    std::string Printed;
    if (printable(E, Printed))
      return Printed;
    R.error(E->getBeginLoc(), "cannot lower this expression: it comes from a macro body",
            "write fork_spawn/fork_join and task calls directly in the task, or pass "
            "the pieces to the macro as arguments");
    return "0";
  }
  return Ed.text(B, End);
}

bool TaskLowering::printable(const Expr *E, std::string &Out) {
  struct Refs : RecursiveASTVisitor<Refs> {
    TaskLowering &T;
    bool Ok = true;
    explicit Refs(TaskLowering &T) : T(T) {}
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      const auto *VD = dyn_cast<VarDecl>(D->getDecl());
      if (VD && T.L.FieldOf.count(VD) && T.varText(VD) != VD->getName())
        Ok = false;
      return Ok;
    }
    bool VisitCallExpr(CallExpr *CE) { // task calls and stack allocation are rewritten
      Ok = Ok && !taskCallee(CE) && !isJoin(CE) && !isResumeOn(CE);
      return Ok;
    }
  } V(*this);
  V.TraverseStmt(const_cast<Expr *>(E));
  if (!V.Ok)
    return false;
  llvm::raw_string_ostream OS(Out);
  E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  Out = "(" + OS.str() + ")";
  return true;
}

void TaskLowering::replaceStmt(const Stmt *S, std::string Text) {
  unsigned B, E;
  if (!stmtRange(S, B, E)) {
    R.error(S->getBeginLoc(), "cannot lower this statement: it comes from a macro body",
            "write fork_spawn, fork_join and task calls directly in the task");
    return;
  }
  Ed.replace(B, E, std::move(Text));
}

void TaskLowering::renameAt(SourceLocation Loc, const std::string &Text) {
  while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
    Loc = SM.getImmediateSpellingLoc(Loc);
  unsigned Off;
  if (!fileOffset(Loc, Off))
    return; // a macro body: reported by checkTask
  unsigned Len = Lexer::MeasureTokenLength(Loc, SM, LO);
  Ed.replace(Off, Off + Len, Text);
}

std::string declarationSeparator(llvm::StringRef Before) {
  for (;;) {
    Before = Before.rtrim();
    if (Before.empty())
      return "";
    if (Before.ends_with("*/")) { // a block comment
      size_t Open = Before.rfind("/*");
      if (Open == llvm::StringRef::npos)
        return ";";
      Before = Before.take_front(Open);
      continue;
    }
    size_t NL = Before.rfind('\n');
    llvm::StringRef Line = NL == llvm::StringRef::npos ? Before : Before.drop_front(NL + 1);
    if (Line.ltrim().starts_with("#"))
      return "";
    if (size_t Slash = Line.find("//"); Slash != llvm::StringRef::npos) {
      Before = Before.drop_back(Line.size() - Slash); // a line comment
      continue;
    }
    return Before.back() == ';' || Before.back() == '}' ? "" : ";";
  }
}

} // namespace detail
} // namespace forkc
