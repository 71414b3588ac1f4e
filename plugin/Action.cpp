// The plugin action and emission (docs/design.md §2.1 "Emission" and 2 "Facts").
//
// We stay an AddBeforeMainAction plugin: clang's own action (-c, -S,
// -emit-llvm, -flto, -fsyntax-only, ...) is never replaced, so every output
// mode keeps working.  In CreateASTConsumer -- after the source manager is set
// up, before the real parse -- we parse the main file once more in a nested
// CompilerInstance (with __FORKC_PLUGIN__ defined so forkc.h exposes its
// markers), lower it to C text, and swap the main file's buffer for that
// text.  The real compile then parses the lowered C.
//
// Diagnostics: the nested parse prints its own (they carry the user's
// locations); warnings the real compile repeats on the same line are
// filtered out.  A failed lowering still makes the real compile fail, so no
// object file is written.
#include "Forkc.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Core/Replacement.h"
#include "clang/Tooling/Syntax/Tokens.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace forkc {
namespace {

// The registry instantiates every AddBeforeMainAction plugin for every
// frontend action in the process, our nested one included: this guard keeps
// the nested parse from lowering (and nesting) again.
bool InNested = false;

using DiagKey = std::tuple<std::string, unsigned, unsigned>; // file, line, id

DiagKey keyOf(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return {"", 0, Info.getID()};
  PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
  if (P.isInvalid())
    return {"", 0, Info.getID()};
  return {P.getFilename(), P.getLine(), Info.getID()};
}

// Nested side: prints, remembers the warnings, and keeps its own counts so
// that CompilerInstance does not print "N warnings generated" twice.
class NestedPrinter : public DiagnosticConsumer {
public:
  NestedPrinter(DiagnosticOptions *Opts, std::set<DiagKey> &Seen)
      : Printer(llvm::errs(), Opts), Seen(Seen) {}
  unsigned Warnings = 0, Errors = 0;
  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Printer.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Printer.EndSourceFile(); }
  void finish() override { Printer.finish(); }
  void HandleDiagnostic(DiagnosticsEngine::Level L, const Diagnostic &Info) override {
    if (L == DiagnosticsEngine::Warning) {
      ++Warnings;
      Seen.insert(keyOf(Info));
    } else if (L >= DiagnosticsEngine::Error) {
      ++Errors;
    }
    Printer.HandleDiagnostic(L, Info);
  }

private:
  TextDiagnosticPrinter Printer;
  std::set<DiagKey> &Seen;
};

// Real-compile side: drops warnings (and their notes) already printed by the
// nested parse, and diagnostics marked as silent (the error that only makes
// a failed lowering fail the compile).  Muting at the consumer, not in the
// engine, leaves code generation untouched (docs/design.md §2 "Facts").
class DedupConsumer : public DiagnosticConsumer {
public:
  DedupConsumer(DiagnosticConsumer *Inner, std::unique_ptr<DiagnosticConsumer> Owned,
                std::set<DiagKey> Seen, unsigned SilentID, unsigned NestedWarnings,
                unsigned NestedErrors)
      : Inner(Inner), Owned(std::move(Owned)), Seen(std::move(Seen)), SilentID(SilentID) {
    NumWarnings = NestedWarnings;
    NumErrors = NestedErrors;
  }
  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Inner->EndSourceFile(); }
  void finish() override { Inner->finish(); }
  void clear() override {
    DiagnosticConsumer::clear();
    Inner->clear();
  }
  bool IncludeInDiagnosticCounts() const override { return Inner->IncludeInDiagnosticCounts(); }
  void HandleDiagnostic(DiagnosticsEngine::Level L, const Diagnostic &Info) override {
    if (L == DiagnosticsEngine::Note) {
      if (Dropping)
        return;
    } else {
      Dropping = Info.getID() == SilentID ||
                 ((L == DiagnosticsEngine::Warning || L == DiagnosticsEngine::Remark) &&
                  Seen.count(keyOf(Info)));
      if (Dropping)
        return;
    }
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    Inner->HandleDiagnostic(L, Info);
  }

private:
  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  std::set<DiagKey> Seen;
  unsigned SilentID;
  bool Dropping = false;
};

// With Expand, the parse's tokens are collected (clang::syntax): macros the
// lowering cannot edit in place are expanded from them (Macros.cpp).
class LowerConsumer : public ASTConsumer {
public:
  LowerConsumer(LoweredTU &Out, bool &Ok, std::unique_ptr<syntax::TokenCollector> Collector)
      : Out(Out), Ok(Ok), Collector(std::move(Collector)) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return; // invalid code: its errors are already printed
    Reporter R(Ctx.getDiagnostics());
    std::optional<syntax::TokenBuffer> Tokens;
    if (Collector)
      Tokens.emplace(std::move(*Collector).consume());
    if (!Cilk.empty()) { // Cilk's keywords first, into forkc's spelling
      Ok = rewriteCilk(Ctx, R, Cilk, Out);
      if (!Ok || !Out.Expanded.empty())
        return; // parsed again (nothing to edit: cilk_stub.h's pragmas alone)
    }
    Ok = lowerTranslationUnit(Ctx, R, Out, Tokens ? &*Tokens : nullptr);
  }
  CilkUses Cilk; // filled while the parse runs (recordCilkUses)

private:
  LoweredTU &Out;
  bool &Ok;
  std::unique_ptr<syntax::TokenCollector> Collector;
};

class LowerAction : public ASTFrontendAction {
public:
  LowerAction(LoweredTU &Out, bool &Ok, bool Expand) : Out(Out), Ok(Ok), Expand(Expand) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    auto C = std::make_unique<LowerConsumer>(
        Out, Ok, Expand ? std::make_unique<syntax::TokenCollector>(CI.getPreprocessor()) : nullptr);
    recordCilkUses(CI.getPreprocessor(), C->Cilk);
    return C;
  }

private:
  LoweredTU &Out;
  bool &Ok;
  bool Expand;
};

struct NestedResult {
  bool Ok = false;
  LoweredTU Text;
  std::set<DiagKey> Seen;
  unsigned Warnings = 0, Errors = 0;
};

// Parse the main file again with __FORKC_PLUGIN__ and lower it.  Text the
// lowering rewrites before it can lower tasks -- fork_for loops (ForLoops.cpp,
// outermost first, so one round per nesting level) and tasks generated by
// macros (Macros.cpp, expandMacros, once) -- is parsed again, those files'
// rewritten texts read instead of the ones on disk, until a round lowers.
// Macro invocations whose bodies name what the lowering renames
// (Macros.cpp, expandLocalMacroUses) are expanded in the first rounds too.
constexpr int MaxRounds = 32;
// -fplugin-arg-forkplugin-dump-cilk: print a Cilk program's text after its
// keywords were rewritten (CilkSpelling.cpp).
bool DumpCilk = false;
NestedResult runNestedOnce(CompilerInstance &CI,
                           const std::vector<std::pair<std::string, std::string>> &Remap,
                           bool Expand);
NestedResult runNested(CompilerInstance &CI) {
  std::map<std::string, std::string> Remap;
  bool Expand = true;
  unsigned Warnings = 0;
  std::set<DiagKey> Seen;
  for (int Round = 0;; ++Round) {
    NestedResult R = runNestedOnce(
        CI, std::vector<std::pair<std::string, std::string>>(Remap.begin(), Remap.end()), Expand);
    R.Warnings += Warnings;
    R.Seen.insert(Seen.begin(), Seen.end());
    if (!R.Ok || R.Text.Expanded.empty())
      return R;
    if (Round + 1 == MaxRounds) {
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "forkplugin: fork_for loops nested more than %0 deep"))
          << MaxRounds;
      R.Ok = false;
      return R;
    }
    if (R.Text.CilkSpelled && DumpCilk)
      for (auto &[Path, Text] : R.Text.Expanded)
        llvm::outs() << "// ---- forkc: " << Path << " in forkc's spelling\n" << Text;
    Expand = Expand && !R.Text.MacrosExpanded;
    for (auto &[Path, Text] : R.Text.Expanded)
      Remap[Path] = Text;
    Warnings = R.Warnings;
    Seen = std::move(R.Seen);
  }
}

NestedResult runNestedOnce(CompilerInstance &CI,
                           const std::vector<std::pair<std::string, std::string>> &Remap,
                           bool Expand) {
  NestedResult Res;
  auto Inv = std::make_shared<CompilerInvocation>(CI.getInvocation());
  for (const auto &[Path, Text] : Remap)
    Inv->getPreprocessorOpts().addRemappedFile(
        Path, llvm::MemoryBuffer::getMemBufferCopy(Text, Path).release());
  if (!Remap.empty()) // the first parse printed them
    Inv->getDiagnosticOpts().IgnoreWarnings = true;
  FrontendOptions &FO = Inv->getFrontendOpts();
  FO.ProgramAction = frontend::ParseSyntaxOnly;
  FO.OutputFile.clear();
  FO.AddPluginActions.clear();
  FO.ShowStats = false;
  FO.TimeTracePath.clear();
  Inv->getDependencyOutputOpts() = DependencyOutputOptions(); // -MD once, by the real compile
  Inv->getDiagnosticOpts().VerifyDiagnostics = false;
  Inv->getPreprocessorOpts().addMacroDef("__FORKC_PLUGIN__=1");

  CompilerInstance Nested(CI.getPCHContainerOperations());
  Nested.setInvocation(Inv);
  auto *Printer = new NestedPrinter(&Inv->getDiagnosticOpts(), Res.Seen);
  Nested.createDiagnostics(Printer, /*ShouldOwnClient=*/true);
  LowerAction Act(Res.Text, Res.Ok, Expand);
  InNested = true;
  bool Ran = Nested.ExecuteAction(Act);
  InNested = false;
  Res.Ok = Res.Ok && Ran && !Nested.getDiagnostics().hasErrorOccurred();
  Res.Warnings = Printer->Warnings;
  Res.Errors = Printer->Errors;
  return Res;
}

// The lowered text for a person to read (dump-readable): without the #line
// directives that keep the user's line numbers, and formatted by
// clang-format (LLVM style, 100 columns), since generated code comes one
// statement after another on the task's lines.  If formatting fails the
// text is shown unformatted.
std::string readable(llvm::StringRef Text) {
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (!Line.starts_with("#line "))
      Out += Line.str() + "\n";
  format::FormatStyle Style = format::getLLVMStyle(format::FormatStyle::LK_Cpp);
  Style.ColumnLimit = 100;
  tooling::Replacements R =
      format::reformat(Style, Out, {tooling::Range(0, (unsigned)Out.size())}, "<lowered>");
  llvm::Expected<std::string> Formatted = tooling::applyAllReplacements(Out, R);
  if (!Formatted) {
    llvm::consumeError(Formatted.takeError());
    return Out;
  }
  return *Formatted;
}

// The lines of the main file and of each lowered header as the user wrote
// them (before their buffers are swapped), by the names debug info gives
// them: as named on the command line or found by #include, and absolute.
LineLengths userLineLengths(CompilerInstance &CI, FileEntryRef Main, const LoweredTU &TU) {
  LineLengths Out;
  auto Add = [&](FileEntryRef FE) {
    std::optional<llvm::MemoryBufferRef> B = CI.getSourceManager().getMemoryBufferForFileOrNone(FE);
    if (!B)
      return;
    std::vector<unsigned> L = lineLengths(B->getBuffer());
    llvm::SmallString<256> Abs(FE.getName());
    CI.getFileManager().makeAbsolutePath(Abs);
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    Out[std::string(Abs)] = L;
    Out[FE.getName().str()] = std::move(L);
  };
  Add(Main);
  for (const auto &[Path, Text] : TU.Headers)
    if (OptionalFileEntryRef H = CI.getFileManager().getOptionalFileRef(Path))
      Add(*H);
  return Out;
}

// Whether preprocessed text came from a source that includes forkc.h or
// names the attribute (its line markers name the header).
bool usesForkc(llvm::StringRef Text) {
  return Text.contains("forkc.h\"") || Text.contains("fork_task");
}

} // namespace

static bool Workspan = false;
bool workspanEnabled() { return Workspan; }
void setWorkspanEnabled(bool On) { Workspan = On; }
static bool Remarks = false;
bool remarksEnabled() { return Remarks; }
void setRemarksEnabled(bool On) { Remarks = On; }
static bool TailLoops = true;
bool tailLoopsEnabled() { return TailLoops; }
void setTailLoopsEnabled(bool On) { TailLoops = On; }

namespace {

class ForkPluginAction : public PluginASTAction {
public:
  bool ParseArgs(const CompilerInstance &CI, const std::vector<std::string> &Args) override {
    // Tail loops pay when LLVM peels the loop's first iteration (where the
    // frame is made), which -O1 and -Os do not: fib 36 ran 22% and 9% slower
    // with them.  At -Oz it ran 8% faster, but its code grew 14%, and -Oz
    // asks for size (docs/lowering.md, "Tail loops").
    const CodeGenOptions &CG = CI.getCodeGenOpts();
    setTailLoopsEnabled(!CG.DisableTailCalls && CG.OptimizationLevel >= 2 && CG.OptimizeSize == 0);
    for (const std::string &A : Args) {
      if (A == "dump-lowered") {
        DumpLowered = true;
      } else if (A == "dump-readable") {
        DumpLowered = Readable = true;
      } else if (A == "workspan") {
        setWorkspanEnabled(true);
      } else if (A == "remarks") {
        setRemarksEnabled(true);
      } else if (A == "no-helper-tasks") {
        setHelperTasksEnabled(false);
      } else if (A == "no-tail-loops") {
        setTailLoopsEnabled(false);
      } else if (A == "dump-cilk") {
        DumpCilk = true;
      } else {
        DiagnosticsEngine &D = CI.getDiagnostics();
        D.Report(D.getCustomDiagID(
            DiagnosticsEngine::Error,
            "forkplugin: unknown argument '%0' (known: dump-lowered, dump-readable, dump-cilk, "
            "no-helper-tasks, no-tail-loops, remarks, workspan)"))
            << A;
        return false;
      }
    }
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    auto Empty = std::make_unique<ASTConsumer>();
    const LangOptions &LO = CI.getLangOpts();
    if (InNested)
      return Empty;
    if (LO.CPlusPlus || LO.ObjC || LO.OpenCL) {
      refuseCilkKeywords(CI.getPreprocessor(), /*Cxx=*/true);
      return Empty;
    }
    SourceManager &SM = CI.getSourceManager();
    DiagnosticsEngine &D = CI.getDiagnostics();
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!FE) {
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "forkplugin: the input must be a file (not stdin)"));
      return Empty;
    }
    const auto &Inputs = CI.getFrontendOpts().Inputs;
    if (!Inputs.empty() && Inputs[0].getKind().isPreprocessed()) {
      // -save-temps, distcc or a .i file: forkc.h was expanded without
      // __FORKC_PLUGIN__, the markers are gone, and compiling on would be a
      // silent serial build.  Preprocessed text that never used forkc is
      // none of our business.
      if (usesForkc(SM.getBufferData(SM.getMainFileID())))
        D.Report(D.getCustomDiagID(
            DiagnosticsEngine::Error,
            "forkplugin: '%0' is already preprocessed (a .i file, -save-temps or distcc) and "
            "uses forkc: its spawns and joins were expanded away, so it would build "
            "serially; compile the .c source with the plugin (no -save-temps; with ccache "
            "keep run_second_cpp=true, its default; with distcc, not in pump mode)"))
            << InFile;
      return Empty;
    }
    NestedResult Res = runNested(CI);
    if (Res.Ok) {
      addFrameDebugVars(CI, std::move(Res.Text.DebugVars));
      addUserColumns(CI, userLineLengths(CI, *FE, Res.Text));
    }

    // Swap the main buffer; a fresh FileID, because the old one is sized
    // for the old text (docs/design.md §2 "Facts").  On failure the buffer becomes
    // empty, so the real compile adds nothing but a silent error.
    std::string Text = Res.Ok ? Res.Text.Main : std::string();
    if (Res.Ok && DumpLowered) {
      auto Show = [&](const std::string &T) { return Readable ? readable(T) : T; };
      for (const auto &[Path, HText] : Res.Text.Headers)
        llvm::outs() << "// ---- forkc: lowered header " << Path << "\n" << Show(HText);
      llvm::outs() << Show(Text);
      llvm::outs().flush();
    }
    // Headers that define tasks: the real compile reads their lowered text
    // wherever they are included (nothing is parsed yet).
    if (Res.Ok)
      for (const auto &[Path, HText] : Res.Text.Headers) {
        OptionalFileEntryRef HFE = CI.getFileManager().getOptionalFileRef(Path);
        if (!HFE) {
          D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                     "forkplugin: cannot reopen header '%0' that defines tasks"))
              << Path;
          Res.Ok = false;
          Text.clear();
          break;
        }
        SM.overrideFileContents(*HFE, llvm::MemoryBuffer::getMemBufferCopy(HText, Path));
      }
    SM.overrideFileContents(*FE, llvm::MemoryBuffer::getMemBufferCopy(Text, FE->getName()));
    SM.setMainFileID(SM.createFileID(*FE, SourceLocation(), SrcMgr::C_User));
    refuseCilkKeywords(CI.getPreprocessor(), /*Cxx=*/false);

    unsigned SilentID = D.getCustomDiagID(DiagnosticsEngine::Error, "forkc lowering failed");
    DiagnosticConsumer *Old = D.getClient();
    std::unique_ptr<DiagnosticConsumer> Owned = D.takeClient();
    D.setClient(new DedupConsumer(Old, std::move(Owned), std::move(Res.Seen), SilentID,
                                  Res.Warnings, Res.Errors),
                /*ShouldOwnClient=*/true);
    if (!Res.Ok) {
      if (Res.Errors == 0) // e.g. a fatal error printed elsewhere: say something
        D.Report(D.getCustomDiagID(DiagnosticsEngine::Error, "forkplugin: lowering of '%0' failed"))
            << InFile;
      else
        D.Report(SilentID);
    }
    return Empty;
  }

private:
  bool DumpLowered = false;
  bool Readable = false; // dump-readable: for people, not for the compiler
};

} // namespace
} // namespace forkc

static clang::FrontendPluginRegistry::Add<forkc::ForkPluginAction>
    Y("forkplugin", "lower fork_task functions to continuation-stealing frames");
