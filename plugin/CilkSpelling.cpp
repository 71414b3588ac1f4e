// Cilk programs (docs/using-forkc.md, "Cilk programs"): OpenCilk's keywords,
// rewritten into forkc's spelling before anything else is lowered.
//
// <cilk/cilk.h> (include/forkc-cilk) defines every keyword as its serial
// elision, so the first round of the nested parse reads a plain C program.
// While it parses, a PPCallbacks records each expansion of a keyword that
// that header defined, and a pragma handler each `#pragma cilk grainsize`.
// After the parse, rewriteCilk edits the text where each was spelled:
//
//   cilk_spawn f(a)              fork_spawn(f(a))      also in `x = ...;`,
//                                                      `T x = ...;`
//   cilk_spawn x = f(a);         x = fork_spawn(f(a));
//   cilk_sync                    fork_join()
//   cilk_scope { S }             { S fork_join(); }
//   cilk_for                     fork_for
//   #pragma cilk grainsize N     { fork_for_grain(N);
//   cilk_for (...) body            fork_for (...) body }
//
// and puts `fork_task ` before each function that spawns, syncs or opens a
// scope (Cilk needs no annotation).  The files go to the next round as
// remapped texts (Action.cpp), which lowers them as any forkc program.
// A keyword spelled in a macro's body is edited there, once; a macro that
// is the keyword alone (`#define spawn cilk_spawn`) where it is used.  What
// forkc cannot take is an error here, in Cilk's words.
//
// cilk_scope joins with fork_join(), which waits for every child of the
// frame, not only those spawned inside the scope: a stricter schedule, the
// same results.  A jump out of the scope would skip that join, so it is
// refused.
#include "Forkc.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Regex.h"

#include <set>

using namespace clang;

namespace forkc {

namespace {

std::optional<CilkUse::Kind> keywordKind(llvm::StringRef N) {
  if (N == "cilk_spawn" || N == "_Cilk_spawn")
    return CilkUse::Spawn;
  if (N == "cilk_sync" || N == "_Cilk_sync")
    return CilkUse::Sync;
  if (N == "cilk_scope" || N == "_Cilk_scope")
    return CilkUse::Scope;
  if (N == "cilk_for" || N == "_Cilk_for")
    return CilkUse::For;
  return std::nullopt;
}

// A keyword defined by forkc's <cilk/cilk.h>; cilk_stub.h's definitions
// (a serial build, asked for) and anyone else's are left alone.
bool fromCilkHeader(const SourceManager &SM, const MacroDefinition &MD) {
  const MacroInfo *MI = MD.getMacroInfo();
  if (!MI)
    return false;
  llvm::StringRef File = SM.getFilename(SM.getSpellingLoc(MI->getDefinitionLoc()));
  return File.ends_with("cilk/cilk.h");
}

class CilkRecorder : public PPCallbacks {
public:
  CilkRecorder(const SourceManager &SM, CilkUses &Uses) : SM(SM), Uses(Uses) {}
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II)
      return;
    if (std::optional<CilkUse::Kind> K = keywordKind(II->getName()))
      if (fromCilkHeader(SM, MD))
        Uses.Uses.push_back({*K, Name.getLocation(), II->getName().str()});
  }

private:
  const SourceManager &SM;
  CilkUses &Uses;
};

// `#pragma cilk grainsize N` and `#pragma cilk grainsize = N`: N as written.
class CilkPragma : public PragmaHandler {
public:
  explicit CilkPragma(CilkUses &Uses) : PragmaHandler("cilk"), Uses(Uses) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Intro, Token &First) override {
    Token Tok;
    PP.LexUnexpandedToken(Tok);
    bool Grain = Tok.is(tok::identifier) && Tok.getIdentifierInfo()->getName() == "grainsize";
    if (Grain)
      PP.LexUnexpandedToken(Tok);
    if (Grain && Tok.is(tok::equal))
      PP.LexUnexpandedToken(Tok);
    SourceLocation B = Tok.getLocation(), E;
    for (; !Tok.is(tok::eod); PP.LexUnexpandedToken(Tok))
      E = Tok.getEndLoc();
    CilkGrain G{Intro.Loc, E, "", ""};
    const SourceManager &SM = PP.getSourceManager();
    if (!Grain)
      G.Error = "'#pragma cilk' other than grainsize";
    else if (Intro.Kind != PIK_HashPragma || B.isMacroID() || E.isInvalid())
      G.Error = Intro.Kind != PIK_HashPragma || B.isMacroID()
                    ? "'#pragma cilk grainsize' written as _Pragma or in a macro"
                    : "'#pragma cilk grainsize' without a value";
    else
      G.Expr =
          Lexer::getSourceText(CharSourceRange::getCharRange(B, E), SM, PP.getLangOpts()).str();
    if (!G.Error.empty())
      G.Hash = First.getLocation();
    Uses.Grains.push_back(std::move(G));
  }

private:
  CilkUses &Uses;
};

// What the rewrite looks up by the location of a keyword's next token.
class Index : public RecursiveASTVisitor<Index> {
public:
  explicit Index(const SourceManager &SM) : SM(SM) {}
  bool VisitCallExpr(CallExpr *CE) {
    keepOutermost(Calls, CE);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() == BO_Assign)
      keepOutermost(Assigns, BO);
    return true;
  }
  bool VisitExpr(Expr *E) {
    keepOutermost(Exprs, E);
    return true;
  }
  // By where `{` is spelled and where it expands (a `{` in a macro's body
  // is spelled once for every use); the outermost block is visited first.
  bool VisitCompoundStmt(CompoundStmt *CS) {
    Blocks.emplace(SM.getSpellingLoc(CS->getLBracLoc()), CS);
    if (CS->getLBracLoc().isMacroID())
      BlocksInMacros.emplace(SM.getExpansionLoc(CS->getLBracLoc()), CS);
    return true;
  }
  bool VisitForStmt(ForStmt *FS) {
    Loops.emplace(SM.getExpansionLoc(FS->getForLoc()), FS);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->doesThisDeclarationHaveABody())
      Functions.push_back(FD);
    return true;
  }

  std::map<SourceLocation, const Expr *> Calls, Assigns, Exprs;
  std::map<SourceLocation, const CompoundStmt *> Blocks, BlocksInMacros;
  std::map<SourceLocation, const ForStmt *> Loops; // by where `for` (cilk_for) expands
  std::vector<const FunctionDecl *> Functions;

private:
  // `f(a)(b)` starts where `f(a)` does: the spawn is of the whole call.
  template <class T> void keepOutermost(std::map<SourceLocation, const Expr *> &M, const T *E) {
    for (SourceLocation B :
         {SM.getSpellingLoc(E->getBeginLoc()), SM.getExpansionLoc(E->getBeginLoc())}) {
      auto [It, New] = M.emplace(B, E);
      if (!New && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(It->second->getEndLoc()),
                                               SM.getExpansionLoc(E->getEndLoc())))
        It->second = E;
    }
  }
  const SourceManager &SM;
};

class CilkRewrite {
public:
  CilkRewrite(ASTContext &Ctx, Reporter &R) : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), Ix(SM) {
    Ix.TraverseDecl(Ctx.getTranslationUnitDecl());
  }
  void spawn(const CilkUse &U);
  void sync(const CilkUse &U);
  void scope(const CilkUse &U);
  void forLoop(const CilkUse &U);
  void grain(const CilkGrain &G);
  bool finish(LoweredTU &Out);

private:
  // The keyword's spelling in a file the rewrite may edit, or an invalid
  // location after an error.
  SourceLocation spelled(SourceLocation L, llvm::StringRef What);
  SourceLocation nextToken(SourceLocation L);
  SourceLocation afterUse(SourceLocation L);
  bool aliasOf(const CilkUse &U, SourceLocation S, SourceLocation &Use);
  unsigned offset(SourceLocation L) { return SM.getFileOffset(L); }
  EditSet &edits(FileID F);
  // Each spelling is edited once, however often its macro expands.
  bool firstTime(SourceLocation L) { return Done.insert(L).second; }
  void markTask(SourceLocation Use);
  const FunctionDecl *enclosing(SourceLocation Use);
  bool functionStart(const FunctionDecl *Fn, SourceLocation &B);
  bool spawnStatement(const CilkUse &U, SourceLocation S, SourceLocation Next);
  bool statementLevel(const Expr *E);
  static bool isStatementOf(const Stmt *P, const Stmt *S);
  unsigned endOf(const Expr *E, SourceLocation Begin);

  ASTContext &Ctx;
  SourceManager &SM;
  Reporter &R;
  Index Ix;
  std::map<FileID, EditSet> Edits;
  std::set<SourceLocation> Done;
  std::set<const FunctionDecl *> Marked;
  // Edits at a function's start, made in finish() in this order: the
  // prototypes of its spawned statements' functions, then `fork_task `.
  std::map<std::pair<FileID, unsigned>, std::string> Prototypes;
  std::vector<std::pair<FileID, unsigned>> TaskStarts;

public:
  std::set<SourceLocation> ForKeywords; // where each cilk_for of cilk.h is spelled
};

SourceLocation CilkRewrite::spelled(SourceLocation L, llvm::StringRef What) {
  SourceLocation S = SM.getSpellingLoc(L);
  FileID F = SM.getFileID(S);
  if (!SM.getFileEntryRefForID(F) || SM.isInSystemHeader(S)) {
    R.error(L, What.str() + " outside the program's own files",
            "forkc rewrites the text where a Cilk keyword is written; write it in a source "
            "file or a header of the program");
    return SourceLocation();
  }
  return S;
}

SourceLocation CilkRewrite::nextToken(SourceLocation L) {
  std::optional<Token> T = Lexer::findNextToken(L, SM, Ctx.getLangOpts());
  return T ? T->getLocation() : SourceLocation();
}

EditSet &CilkRewrite::edits(FileID F) {
  auto It = Edits.find(F);
  if (It == Edits.end())
    It = Edits.emplace(F, EditSet(SM.getBufferData(F))).first;
  return It->second;
}

// The end of E, which starts at Begin: where it is spelled, or, for a call
// that a macro invocation written there expands to, the invocation's end.
unsigned CilkRewrite::endOf(const Expr *E, SourceLocation Begin) {
  SourceLocation End = SM.getSpellingLoc(E->getBeginLoc()) == Begin
                           ? SM.getSpellingLoc(E->getEndLoc())
                           : SM.getExpansionRange(E->getEndLoc()).getEnd();
  return offset(Lexer::getLocForEndOfToken(End, 0, SM, Ctx.getLangOpts()));
}

// E is a whole statement: an expression statement, an assignment that is
// one, or a declaration's initialiser (parens and conversions between).
bool CilkRewrite::statementLevel(const Expr *E) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (bool Assigned = false;;) {
    DynTypedNodeList Ps = Ctx.getParents(N);
    if (Ps.size() != 1)
      return false;
    const DynTypedNode &P = Ps[0];
    if (P.get<VarDecl>())
      return !Assigned;
    if (const auto *PE = P.get<Expr>()) {
      if (isa<ParenExpr, ImplicitCastExpr>(PE)) {
        N = P;
        continue;
      }
      const auto *BO = dyn_cast<BinaryOperator>(PE);
      if (Assigned || !BO || BO->getOpcode() != BO_Assign ||
          BO->getRHS()->IgnoreParenImpCasts() != E->IgnoreParenImpCasts())
        return false;
      Assigned = true;
      N = P;
      continue;
    }
    return isStatementOf(P.get<Stmt>(), N.get<Stmt>());
  }
}

// Whether S is one of P's statements (not its condition or return value).
bool CilkRewrite::isStatementOf(const Stmt *P, const Stmt *S) {
  if (!P || !S)
    return false;
  if (isa<CompoundStmt>(P))
    return true;
  if (const auto *L = dyn_cast<LabelStmt>(P))
    return L->getSubStmt() == S;
  if (const auto *C = dyn_cast<SwitchCase>(P))
    return C->getSubStmt() == S;
  if (const auto *A = dyn_cast<AttributedStmt>(P))
    return A->getSubStmt() == S;
  if (const auto *I = dyn_cast<IfStmt>(P))
    return I->getThen() == S || I->getElse() == S;
  if (const auto *F = dyn_cast<ForStmt>(P))
    return F->getBody() == S;
  if (const auto *W = dyn_cast<WhileStmt>(P))
    return W->getBody() == S;
  if (const auto *D = dyn_cast<DoStmt>(P))
    return D->getBody() == S;
  return false;
}

// cilk_spawn f(a)  ->  fork_spawn(f(a));  cilk_spawn x = f(a)  ->  x = fork_spawn(f(a))
void CilkRewrite::spawn(const CilkUse &U) {
  SourceLocation S = spelled(U.Name, U.Spelling);
  if (S.isInvalid())
    return;
  markTask(U.Name);
  if (SourceLocation Use; aliasOf(U, S, Use))
    S = Use; // `spawn f(a)` after `#define spawn cilk_spawn`: edited where used
  SourceLocation Next = nextToken(S);
  const Expr *Call = nullptr;
  SourceLocation Drop; // `cilk_spawn x = f(a)`: the keyword goes, the call is wrapped
  if (auto It = Ix.Calls.find(Next); It != Ix.Calls.end())
    Call = It->second;
  else if (auto It = Ix.Assigns.find(Next); It != Ix.Assigns.end()) {
    const auto *BO = cast<BinaryOperator>(It->second);
    Call = dyn_cast<CallExpr>(BO->getRHS()->IgnoreParenImpCasts());
    if (Call && !statementLevel(BO))
      Call = nullptr;
    Drop = S;
  }
  if (!Call && U.Name.isMacroID() && !Ix.Blocks.count(Next)) {
    R.error(U.Name, U.Spelling + " in a macro's body, followed there by the macro's argument",
            "forkc rewrites the call after the keyword where it is written: write " + U.Spelling +
                " where the macro is used (`x = " + U.Spelling +
                " f(a);`), or alias the keyword alone (`#define spawn " + U.Spelling + "`)");
    return;
  }
  if (!Call && spawnStatement(U, S, Next))
    return;
  if (!Call) {
    bool Block = Ix.Blocks.count(Next);
    R.error(U.Name,
            Block ? U.Spelling + " of a statement block"
                  : U.Spelling + " not followed by a function call (or an assignment of one)",
            Block ? "forkc spawns function calls: move the block into a function and spawn a "
                    "call of it"
                  : "forkc takes `cilk_spawn f(a);`, `x = cilk_spawn f(a);`, "
                    "`T x = cilk_spawn f(a);` and the spawn of an expression statement or a "
                    "block (`cilk_spawn x += f(a);`, `cilk_spawn { ... }`)");
    return;
  }
  if (Drop.isInvalid() && !statementLevel(Call)) {
    R.error(U.Name, U.Spelling + " inside a larger expression",
            "forkc spawns a call that is a whole statement, the right side of an assignment "
            "statement or a declaration's initialiser: spawn into a variable "
            "(`x = cilk_spawn f(a);`) and use it after cilk_sync");
    return;
  }
  // Where the call is written: after the keyword, or (a macro invocation
  // that expands to the call) where that invocation is.
  SourceLocation CallBegin = SM.getSpellingLoc(Call->getBeginLoc());
  if (Drop.isInvalid())
    CallBegin = Next;
  else if (SM.getFileID(CallBegin) != SM.getFileID(S))
    CallBegin = SM.getExpansionLoc(Call->getBeginLoc());
  unsigned CallEnd = endOf(Call, CallBegin);
  if (SM.getFileID(CallBegin) != SM.getFileID(S) || CallEnd <= offset(CallBegin)) {
    R.error(U.Name, U.Spelling + " of a call written partly inside a macro's body",
            "write the whole call where cilk_spawn is written, or spawn with "
            "fork_spawn(call) in the macro");
    return;
  }
  if (!firstTime(S))
    return;
  EditSet &Ed = edits(SM.getFileID(S));
  unsigned KeyEnd = offset(Lexer::getLocForEndOfToken(S, 0, SM, Ctx.getLangOpts()));
  if (Drop.isValid()) {
    Ed.replace(offset(S), KeyEnd, "");
    Ed.insert(offset(CallBegin), "fork_spawn(");
  } else {
    Ed.replace(offset(S), offset(Next), "fork_spawn(");
  }
  Ed.insert(CallEnd, ")");
}

// cilk_sync  ->  fork_join()
void CilkRewrite::sync(const CilkUse &U) {
  SourceLocation S = spelled(U.Name, U.Spelling);
  if (S.isInvalid())
    return;
  markTask(U.Name);
  if (firstTime(S))
    edits(SM.getFileID(S))
        .replace(offset(S), offset(S) + (unsigned)U.Spelling.size(), "fork_join()");
}

// A break, continue or goto in S that leaves the block B it is in.
static const Stmt *jumpOut(const Stmt *S, bool InLoop, bool InSwitch) {
  if (!S)
    return nullptr;
  if (isa<GotoStmt, IndirectGotoStmt>(S) || (isa<BreakStmt>(S) && !InLoop && !InSwitch) ||
      (isa<ContinueStmt>(S) && !InLoop))
    return S;
  bool Loop = InLoop || isa<ForStmt, WhileStmt, DoStmt>(S);
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  for (const Stmt *C : S->children())
    if (const Stmt *J = jumpOut(C, Loop, Switch))
      return J;
  return nullptr;
}

// A return anywhere in S.
static const Stmt *returnIn(const Stmt *S) {
  if (!S || isa<ReturnStmt>(S))
    return S;
  for (const Stmt *C : S->children())
    if (const Stmt *Rt = returnIn(C))
      return Rt;
  return nullptr;
}

// The function's variables S names that are declared outside S, each with
// the references to it, in order of first use.
static void
capturesOf(const Stmt *S, const SourceManager &SM, SourceLocation B, SourceLocation E,
           std::vector<std::pair<const VarDecl *, std::vector<const DeclRefExpr *>>> &Out) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<DeclRefExpr>(S))
    if (const auto *VD = dyn_cast<VarDecl>(D->getDecl()); VD && VD->isLocalVarDeclOrParm()) {
      SourceLocation At = SM.getExpansionLoc(VD->getLocation());
      bool Inside = !SM.isBeforeInTranslationUnit(At, B) && SM.isBeforeInTranslationUnit(At, E);
      if (!Inside) {
        auto It =
            std::find_if(Out.begin(), Out.end(), [&](const auto &P) { return P.first == VD; });
        if (It == Out.end())
          It = Out.insert(Out.end(), {VD, {}});
        It->second.push_back(D);
      }
    }
  for (const Stmt *C : S->children())
    capturesOf(C, SM, B, E, Out);
}

// OpenCilk's spawn of a statement, lowered as a spawn of a function of its
// own over the variables it names, by address (as a fork_for body is):
//
//   cilk_spawn x += f(y);        fork_spawn(__forkc_spawned_stmt_K(&x, y));
//   cilk_spawn { S }             fork_spawn(__forkc_spawned_stmt_K(&x, ...));;
//
// with, before the function, `static void __forkc_spawned_stmt_K(T *__forkc_p0_x, U __forkc_v1_y);`
// and, at the end of the file under a #line of the statement's,
//
//   static void __forkc_spawned_stmt_K(T *__forkc_p0_x, U __forkc_v1_y) { (*__forkc_p0_x) +=
//   f(__forkc_v1_y); }
//
// The whole statement runs in the child, as in OpenCilk; a variable it only
// reads is passed by value, one it writes or takes the address of by address.  False if what
// follows the keyword is no statement (the caller reports it).
bool CilkRewrite::spawnStatement(const CilkUse &U, SourceLocation S, SourceLocation Next) {
  const Stmt *St = nullptr;
  bool Block = false;
  if (auto It = Ix.Blocks.find(Next); It != Ix.Blocks.end()) {
    St = It->second;
    Block = true;
  } else if (auto It = Ix.Exprs.find(Next); It != Ix.Exprs.end()) {
    DynTypedNodeList Ps = Ctx.getParents(*It->second);
    if (Ps.size() == 1 && isStatementOf(Ps[0].get<Stmt>(), It->second))
      St = It->second;
  }
  if (!St || U.Name.isMacroID() || SM.getFileID(Next) != SM.getFileID(S))
    return false;
  const std::string What = U.Spelling + " of a statement";
  unsigned B = offset(Next);
  unsigned E =
      Block
          ? offset(Lexer::getLocForEndOfToken(
                SM.getSpellingLoc(cast<CompoundStmt>(St)->getRBracLoc()), 0, SM, Ctx.getLangOpts()))
          : endOf(cast<Expr>(St), Next);
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(S));
  if (E <= B || E > Buf.size() || St->getBeginLoc().isMacroID()) {
    R.error(U.Name, What + " written partly inside a macro's body",
            "write the whole statement where " + U.Spelling + " is written");
    return true;
  }
  llvm::StringRef Text = Buf.slice(B, E);
  static const llvm::Regex Keyword(
      "(^|[^A-Za-z0-9_])(cilk_spawn|cilk_sync|cilk_scope|cilk_for|_Cilk_spawn|_Cilk_sync|"
      "_Cilk_scope|_Cilk_for|fork_spawn|fork_join|fork_for)([^A-Za-z0-9_]|$)");
  const char *Hint = "move the statement into a function and spawn a call of it";
  if (Keyword.match(Text)) {
    R.error(U.Name, What + " that spawns, syncs or loops in parallel itself", Hint);
    return true;
  }
  if (const Stmt *J = Block ? jumpOut(St, false, false) : nullptr) {
    R.error(J->getBeginLoc(), "jump out of a statement that " + U.Spelling + " spawns",
            "the statement runs as a child of its own; a break, continue or goto cannot leave it");
    return true;
  }
  if (const Stmt *Rt = returnIn(St)) {
    R.error(Rt->getBeginLoc(), "return in a statement that " + U.Spelling + " spawns",
            "the statement runs as a child of its own: store the value in a variable and "
            "return after cilk_sync");
    return true;
  }
  std::vector<std::pair<const VarDecl *, std::vector<const DeclRefExpr *>>> Caps;
  capturesOf(St, SM, SM.getLocForStartOfFile(SM.getFileID(S)).getLocWithOffset(B),
             SM.getLocForStartOfFile(SM.getFileID(S)).getLocWithOffset(E), Caps);
  std::string Params, Args;
  std::vector<std::pair<unsigned, std::pair<unsigned, std::string>>> Refs; // at, (length, text)
  for (size_t I = 0; I < Caps.size(); ++I) {
    const VarDecl *VD = Caps[I].first;
    std::string Name = VD->getName().str();
    QualType T = VD->getType();
    if (T->isVariablyModifiedType()) {
      R.error(Caps[I].second.front()->getLocation(),
              What + " that names '" + Name + "', of variably modified type",
              "a spawned statement takes the variables it names by address, and a "
              "variable-length array's type cannot be named outside its function: " +
                  std::string(Hint));
      return true;
    }
    if (const NamedDecl *TD = localTypeDecl(T)) {
      R.error(Caps[I].second.front()->getLocation(),
              What + " that names '" + Name + "', whose type uses '" + TD->getNameAsString() +
                  "' declared inside the function",
              "declare the type at file scope");
      return true;
    }
    // Read only: by value, as the serial elision's child reads it, before
    // the continuation can change it (a loop's index); else by address.
    bool Read =
        std::all_of(Caps[I].second.begin(), Caps[I].second.end(), [&](const DeclRefExpr *D) {
          DynTypedNodeList Ps = Ctx.getParents(*D);
          const auto *C = Ps.size() == 1 ? Ps[0].get<ImplicitCastExpr>() : nullptr;
          return C && C->getCastKind() == CK_LValueToRValue;
        });
    std::string P = (Read ? "__forkc_v" : "__forkc_p") + std::to_string(I) + "_" + Name;
    Params += (I ? ", " : "") +
              declText(Read ? frameType(T, Ctx) : Ctx.getPointerType(spelledType(T, Ctx)), P, Ctx);
    Args += (I ? ", " : "") + std::string(Read ? "" : "&") + Name;
    for (const DeclRefExpr *D : Caps[I].second) {
      SourceLocation L = D->getLocation();
      if (L.isMacroID() && SM.isMacroArgExpansion(L))
        L = SM.getSpellingLoc(L);
      unsigned At = L.isMacroID() ? 0 : offset(L);
      if (L.isMacroID() || SM.getFileID(L) != SM.getFileID(S) || At < B || At >= E) {
        R.error(D->getLocation(), What + " that names '" + Name + "' in a macro's body",
                "write the variable where the macro is used, or " + std::string(Hint));
        return true;
      }
      Refs.push_back({At - B, {(unsigned)Name.size(), Read ? P : "(*" + P + ")"}});
    }
  }
  std::sort(Refs.begin(), Refs.end());
  std::string Body;
  unsigned Pos = 0;
  for (const auto &[At, Rep] : Refs) {
    Body += Text.slice(Pos, At).str() + Rep.second;
    Pos = At + Rep.first;
  }
  Body += Text.substr(Pos).str();
  if (!firstTime(S))
    return true;
  markTask(U.Name);
  const FunctionDecl *Fn = enclosing(U.Name);
  SourceLocation FnStart;
  if (!Fn || !functionStart(Fn, FnStart))
    return true; // markTask said why
  std::string Helper = "__forkc_spawned_stmt_" + std::to_string(offset(S));
  std::string Proto = "static void " + Helper + "(" + (Params.empty() ? "void" : Params) + ")";
  Prototypes[{SM.getFileID(FnStart), offset(FnStart)}] += Proto + "; ";
  EditSet &Ed = edits(SM.getFileID(S));
  Ed.replace(offset(S), E, "fork_spawn(" + Helper + "(" + Args + "))" + (Block ? ";" : ""));
  PresumedLoc PL = SM.getPresumedLoc(Next);
  std::string File;
  for (const char *C = PL.getFilename(); C && *C; ++C)
    File += (*C == '"' || *C == '\\') ? std::string("\\") + *C : std::string(1, *C);
  Ed.insert((unsigned)Buf.size(), "\n#line " + std::to_string(PL.getLine()) + " \"" + File +
                                      "\"\n" + Proto + " { " + Body + (Block ? "" : ";") + "\n}\n");
  return true;
}

// cilk_scope { S }  ->  { S fork_join(); }
void CilkRewrite::scope(const CilkUse &U) {
  SourceLocation S = spelled(U.Name, U.Spelling);
  if (S.isInvalid())
    return;
  markTask(U.Name);
  const CompoundStmt *B = nullptr;
  if (U.Name.isMacroID()) { // `#define PARALLEL cilk_scope {`: this use's block
    auto It = Ix.BlocksInMacros.find(SM.getExpansionLoc(U.Name));
    if (It != Ix.BlocksInMacros.end())
      B = It->second;
  }
  for (SourceLocation Next : {nextToken(S), afterUse(U.Name)})
    if (auto It = Ix.Blocks.find(Next); !B && Next.isValid() && It != Ix.Blocks.end())
      B = It->second;
  if (!B) {
    R.error(U.Name, U.Spelling + " not followed by a block", "write `cilk_scope { ... }`");
    return;
  }
  if (const Stmt *J = jumpOut(B, false, false)) {
    R.error(J->getBeginLoc(), "jump out of a cilk_scope",
            "the scope's end waits for its spawns and a break, continue or goto would skip "
            "it: use cilk_sync before the jump and a plain block");
    return;
  }
  if (B->getRBracLoc().isMacroID()) {
    R.error(U.Name, "the end of this " + U.Spelling + " is written in a macro",
            "forkc joins at the scope's `}`: write that brace in the source, or use cilk_sync");
    return;
  }
  if (firstTime(S))
    edits(SM.getFileID(S)).replace(offset(S), offset(S) + (unsigned)U.Spelling.size(), "");
  SourceLocation RBrac = B->getRBracLoc();
  if (firstTime(RBrac))
    edits(SM.getFileID(RBrac)).insert(offset(RBrac), "fork_join(); ");
}

// `#define spawn cilk_spawn`: a macro that is the keyword alone, whose use
// (Use) the call follows; the keyword S is spelled in its definition.
bool CilkRewrite::aliasOf(const CilkUse &U, SourceLocation S, SourceLocation &Use) {
  if (!U.Name.isMacroID())
    return false;
  CharSourceRange R = SM.getExpansionRange(U.Name);
  if (R.getBegin() != R.getEnd())
    return false;
  llvm::StringRef Name =
      Lexer::getSourceText(CharSourceRange::getTokenRange(R.getBegin()), SM, Ctx.getLangOpts());
  auto [F, Off] = SM.getDecomposedLoc(S);
  llvm::StringRef Buf = SM.getBufferData(F);
  size_t B = Buf.rfind('\n', Off), E = Buf.find('\n', Off);
  llvm::StringRef Line = Buf.slice(B == llvm::StringRef::npos ? 0 : B + 1, E);
  llvm::Regex Def("^[ \t]*#[ \t]*define[ \t]+" + llvm::Regex::escape(Name) + "[ \t]+" + U.Spelling +
                  "[ \t]*(/[/*].*)?$");
  if (!Def.match(Line))
    return false;
  Use = R.getBegin();
  return true;
}

// The token after the outermost macro use that expanded to L (a keyword
// spelled in a macro's body), or an invalid location.
SourceLocation CilkRewrite::afterUse(SourceLocation L) {
  if (!L.isMacroID())
    return SourceLocation();
  return nextToken(SM.getExpansionRange(L).getEnd());
}

// cilk_for  ->  fork_for
void CilkRewrite::forLoop(const CilkUse &U) {
  SourceLocation S = spelled(U.Name, U.Spelling);
  if (S.isValid() && firstTime(S))
    edits(SM.getFileID(S)).replace(offset(S), offset(S) + (unsigned)U.Spelling.size(), "fork_for");
}

// #pragma cilk grainsize N  ->  { fork_for_grain(N); ... }  around the loop, so
// that the marker is the statement before it even where the loop is the
// body of an if or of another loop.
void CilkRewrite::grain(const CilkGrain &G) {
  if (!G.Error.empty()) {
    R.error(G.Hash, G.Error,
            "forkc takes `#pragma cilk grainsize N` (or `= N`) on the line before a cilk_for");
    return;
  }
  SourceLocation Next = nextToken(G.End.getLocWithOffset(-1));
  bool Keyword = false;
  if (Next.isValid()) {
    llvm::StringRef Word =
        Lexer::getSourceText(CharSourceRange::getTokenRange(Next, Next), SM, Ctx.getLangOpts());
    Keyword = keywordKind(Word) == CilkUse::For;
  }
  if (Keyword && !ForKeywords.count(Next))
    return; // cilk_for is cilk_stub.h's `for`: a serial build, asked for
  auto Loop = Keyword ? Ix.Loops.find(Next) : Ix.Loops.end();
  if (Loop == Ix.Loops.end()) {
    R.error(G.Hash, "'#pragma cilk grainsize' not right before a cilk_for",
            "put the pragma on the line before the cilk_for it sizes");
    return;
  }
  SourceLocation LoopEnd = SM.getExpansionRange(Loop->second->getEndLoc()).getEnd();
  SourceLocation S = spelled(G.Hash, "'#pragma cilk'");
  if (S.isInvalid() || SM.getFileID(LoopEnd) != SM.getFileID(S) || !firstTime(S))
    return;
  // A body that is an expression statement ends at its `;`, after the
  // statement's last token.
  SourceLocation After = Lexer::findLocationAfterToken(LoopEnd, tok::semi, SM, Ctx.getLangOpts(),
                                                       /*SkipTrailingWhitespaceAndNewLine=*/false);
  if (After.isInvalid() || isa<CompoundStmt>(Loop->second->getBody()))
    After = Lexer::getLocForEndOfToken(LoopEnd, 0, SM, Ctx.getLangOpts());
  EditSet &Ed = edits(SM.getFileID(S));
  Ed.replace(offset(S), offset(G.End), "{ fork_for_grain(" + G.Expr + ");");
  Ed.insert(offset(After), " }");
}

// A function that spawns, syncs or opens a scope is a task (Cilk has no
// annotation): `fork_task ` before its first token.
// The innermost function whose body holds Use, or null.
const FunctionDecl *CilkRewrite::enclosing(SourceLocation Use) {
  SourceLocation E = SM.getExpansionLoc(Use);
  const FunctionDecl *Fn = nullptr;
  for (const FunctionDecl *FD : Ix.Functions) {
    SourceRange Body = SM.getExpansionRange(FD->getBody()->getSourceRange()).getAsRange();
    if (!SM.isBeforeInTranslationUnit(E, Body.getBegin()) &&
        !SM.isBeforeInTranslationUnit(Body.getEnd(), E))
      Fn = FD; // the innermost: nested functions come later in the walk
  }
  return Fn;
}

// Where Fn's definition starts in a file (before a leading macro's use:
// `REAL integrate(...)`, `STATIC long f(...)`); false if in a macro.
bool CilkRewrite::functionStart(const FunctionDecl *Fn, SourceLocation &B) {
  B = Fn->getBeginLoc();
  SourceLocation Start;
  while (B.isMacroID() && Lexer::isAtStartOfMacroExpansion(B, SM, Ctx.getLangOpts(), &Start))
    B = Start;
  return !B.isMacroID() && SM.getFileEntryRefForID(SM.getFileID(B));
}

void CilkRewrite::markTask(SourceLocation Use) {
  const FunctionDecl *Fn = enclosing(Use);
  if (!Fn) {
    R.error(Use, "Cilk keyword outside a function body", "spawn and sync inside a function");
    return;
  }
  if (isTask(Fn) || !Marked.insert(Fn).second)
    return;
  SourceLocation B;
  if (!functionStart(Fn, B)) {
    R.error(Fn->getLocation(),
            "function '" + Fn->getNameAsString() + "' spawns but its definition begins in a macro",
            "forkc makes a function that spawns or syncs a task by annotating its definition; "
            "write `fork_task` on the definition (#include <forkc.h>) or start it outside the "
            "macro");
    return;
  }
  TaskStarts.push_back({SM.getFileID(B), offset(B)});
}

bool CilkRewrite::finish(LoweredTU &Out) {
  if (R.failed())
    return false;
  for (const auto &[At, Text] : Prototypes)
    edits(At.first).insert(At.second, Text);
  for (const auto &At : TaskStarts)
    edits(At.first).insert(At.second, "fork_task ");
  for (auto &[F, Ed] : Edits)
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(F))
      Out.Expanded.push_back({FE->getName().str(), Ed.result()});
  Out.CilkSpelled = true;
  return true;
}

// The compile that follows the rewrite (and any C++ compile) must see no
// keyword: one there would build serially without a word.
class CilkRefusal : public PPCallbacks {
public:
  CilkRefusal(Preprocessor &PP, bool Cxx) : PP(PP), Cxx(Cxx) {}
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (Said || !II || !keywordKind(II->getName()) || !fromCilkHeader(PP.getSourceManager(), MD))
      return;
    Said = true;
    DiagnosticsEngine &D = PP.getDiagnostics();
    if (Cxx)
      D.Report(Name.getLocation(),
               D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "'%0' in C++: forkc lowers C only, so this would run serially; "
                                 "compile the file as C, or include <cilk/cilk_stub.h> first for "
                                 "a serial build"))
          << II->getName();
    else
      D.Report(Name.getLocation(),
               D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "forkplugin: '%0' reached the compile after the Cilk rewrite "
                                 "(a file read differently from the parse that rewrote it); "
                                 "please report this with the file"))
          << II->getName();
  }

private:
  Preprocessor &PP;
  bool Cxx;
  bool Said = false;
};

} // namespace

void refuseCilkKeywords(Preprocessor &PP, bool Cxx) {
  PP.addPPCallbacks(std::make_unique<CilkRefusal>(PP, Cxx));
}

void recordCilkUses(Preprocessor &PP, CilkUses &Uses) {
  PP.addPPCallbacks(std::make_unique<CilkRecorder>(PP.getSourceManager(), Uses));
  PP.AddPragmaHandler(new CilkPragma(Uses));
}

bool rewriteCilk(ASTContext &Ctx, Reporter &R, const CilkUses &Uses, LoweredTU &Out) {
  CilkRewrite W(Ctx, R);
  for (const CilkUse &U : Uses.Uses)
    switch (U.K) {
    case CilkUse::Spawn:
      W.spawn(U);
      break;
    case CilkUse::Sync:
      W.sync(U);
      break;
    case CilkUse::Scope:
      W.scope(U);
      break;
    case CilkUse::For:
      W.forLoop(U);
      break;
    }
  for (const CilkUse &U : Uses.Uses)
    if (U.K == CilkUse::For)
      W.ForKeywords.insert(Ctx.getSourceManager().getSpellingLoc(U.Name));
  for (const CilkGrain &G : Uses.Grains)
    W.grain(G);
  return W.finish(Out);
}

} // namespace forkc
