// Debug info that shows a task's clones as the task (docs/debugging.md).
//
// Both clones keep the user's variables as C variables with the user's names,
// except the frame-resident ones (arrays, structs, address-taken scalars;
// FrameResident.cpp), which the lowered text reaches as `__f->arr`.  C cannot
// declare a variable that lives at another variable's address, so the source
// cannot name them; the debug info can.  After code generation, a module pass
// finds in every function the variable `__f` whose type points to a frame
// struct that has such variables, and describes each one as a variable of the
// function located in the frame, the way LLVM's coroutine lowering describes
// what it moves into a coroutine frame:
//
//   -O0, `__f` in a stack slot:   dbg.declare(slot,  arr, DW_OP_deref, DW_OP_plus_uconst off)
//   optimised, `__f` a value V:   dbg.value(V, arr, DW_OP_plus_uconst off, DW_OP_deref)
//
// The field's offset and type come from the frame struct's own debug info, so
// the pass computes no layout.  The same pass names both clones' subprograms
// after the task (the symbols keep their names), so `break work` stops in
// every activation and frames read `work (n=3)`; it drops the runtime's
// parameters (`__w`, `__parent`, ...) and numbers the task's parameters as
// the task does, in both clones (the resume function holds them in locals).
// A register variable renamed because it shadows another (`__forkc_i_1`)
// keeps its records and block but gets the user's name back, so the
// innermost `i` is the one the debugger finds.  Clones are found by their
// `__f` across the module, so a clone inlined elsewhere (the fast clone in
// its entry, optimised) is covered too.  Without -g the module has no debug
// info and the pass does nothing.
#include "Forkc.h"

#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace forkc {
namespace {

// The frame struct `__f` points to, if the lowering left notes for it.
const TaskDebugInfo *infoOf(const DILocalVariable *Var, const FrameDebugVars &Vars,
                            const DICompositeType *&Frame) {
  if (!Var || Var->getName() != "__f")
    return nullptr;
  const auto *Ptr = dyn_cast_or_null<DIDerivedType>(Var->getType());
  if (!Ptr || Ptr->getTag() != dwarf::DW_TAG_pointer_type)
    return nullptr;
  Frame = dyn_cast_or_null<DICompositeType>(Ptr->getBaseType());
  if (!Frame)
    return nullptr;
  auto It = Vars.find(Frame->getName().str());
  return It == Vars.end() ? nullptr : &It->second;
}

const DIDerivedType *memberNamed(const DICompositeType *Frame, StringRef Field) {
  for (const DINode *N : Frame->getElements())
    if (const auto *M = dyn_cast<DIDerivedType>(N))
      if (M->getTag() == dwarf::DW_TAG_member && M->getName() == Field)
        return M;
  return nullptr;
}

// One variable record (a declare of a slot, or a value), in either debug-info
// form: records attached to instructions, or intrinsic calls.
struct VarRecord {
  Value *Location;
  DILocalVariable *Var;
  const DIExpression *Expr;
  DebugLoc Loc;
  bool Declare;
  Instruction *Before; // records added for it go right in front of it
  DbgVariableRecord *Record;
  DbgVariableIntrinsic *Intrinsic;

  DISubprogram *subprogram() const { return Var->getScope()->getSubprogram(); }
  void setVariable(DILocalVariable *V) {
    if (Record)
      Record->setVariable(V);
    else
      Intrinsic->setVariable(V);
    Var = V;
  }
  void erase() {
    if (Record)
      Record->eraseFromParent();
    else
      Intrinsic->eraseFromParent();
    Var = nullptr;
  }
};

std::vector<VarRecord> varRecords(Function &F) {
  std::vector<VarRecord> Out;
  for (Instruction &I : instructions(F)) {
    for (DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange())) {
      if (R.hasArgList() || !(R.isDbgDeclare() || R.isDbgValue()) || !R.getVariable())
        continue;
      Out.push_back({R.getVariableLocationOp(0), R.getVariable(), R.getExpression(),
                     R.getDebugLoc(), R.isDbgDeclare(), &I, &R, nullptr});
    }
    if (auto *D = dyn_cast<DbgVariableIntrinsic>(&I)) {
      if (D->hasArgList() || !(isa<DbgDeclareInst>(D) || isa<DbgValueInst>(D)) || !D->getVariable())
        continue;
      Out.push_back({D->getVariableLocationOp(0), D->getVariable(), D->getExpression(),
                     D->getDebugLoc(), isa<DbgDeclareInst>(D), D->getNextNode(), nullptr, D});
    }
  }
  return Out;
}

// A parameter's number: its place among the task's parameters, in both
// clones (the fast clone's own numbers start after the runtime's).
unsigned paramNumber(const TaskDebugInfo &Info, StringRef Name) {
  auto P = llvm::find(Info.Params, Name);
  return P == Info.Params.end() ? 0 : unsigned(P - Info.Params.begin()) + 1;
}

// The variable for a frame field: a parameter or a local of SP.
DILocalVariable *frameVariable(DISubprogram *SP, const FrameDebugVar &V, DIType *Type,
                               const TaskDebugInfo &Info) {
  return DILocalVariable::get(SP->getContext(), SP, V.Name, SP->getFile(), V.Line, Type,
                              V.Arg ? paramNumber(Info, V.Name) : 0, DINode::FlagZero, 0, nullptr);
}

void describeResidents(const VarRecord &Rec, const TaskDebugInfo &Info,
                       const DICompositeType *Frame, DIBuilder &DIB) {
  DISubprogram *SP = Rec.subprogram();
  if (!SP || Rec.Expr->getNumElements() != 0 || !Rec.Location || !Rec.Before)
    return; // a fragment or an already computed location: leave it alone
  for (const FrameDebugVar &V : Info.Resident) {
    const DIDerivedType *M = memberNamed(Frame, V.Field);
    if (!M || M->getOffsetInBits() % 8 != 0)
      continue;
    uint64_t Off = M->getOffsetInBits() / 8;
    DILocalVariable *Var = frameVariable(SP, V, M->getBaseType(), Info);
    DILocation *Loc = DILocation::get(SP->getContext(), V.Line, 0, SP, Rec.Loc.getInlinedAt());
    if (Rec.Declare) {
      // The slot holds __f: the variable is at *slot + off.
      DIExpression *E = DIB.createExpression(
          ArrayRef<uint64_t>{dwarf::DW_OP_deref, dwarf::DW_OP_plus_uconst, Off});
      DIB.insertDeclare(Rec.Location, Var, E, Loc, Rec.Before);
    } else {
      // The value is __f: the variable is in memory at value + off.
      DIExpression *E = DIB.createExpression(
          ArrayRef<uint64_t>{dwarf::DW_OP_plus_uconst, Off, dwarf::DW_OP_deref});
      DIB.insertDbgValueIntrinsic(Rec.Location, Var, E, Loc, Rec.Before);
    }
  }
}

// The same variable under another name or parameter number (same block,
// line, type).
DILocalVariable *renamed(DILocalVariable *V, StringRef Name, unsigned Arg) {
  return DILocalVariable::get(V->getContext(), V->getScope(), Name, V->getFile(), V->getLine(),
                              V->getType(), Arg, V->getFlags(), V->getAlignInBits(),
                              V->getAnnotations());
}

// The runtime's parameters of a clone: not the user's.  `__pN` is the fast
// clone's copy of a parameter that lives in the frame (described there).
bool isRuntimeParam(const DILocalVariable *V) {
  if (V->getArg() == 0)
    return false;
  StringRef N = V->getName();
  if (N == "__w" || N == "__parent" || N == "__kind" || N == "__ret" || N == "__hf")
    return true;
  return N.consume_front("__p") && !N.empty() && llvm::all_of(N, llvm::isDigit);
}

// A fork_for body's way to the user's state (ForLoops.cpp): its reducers'
// views (`__forkc_lvK`, `__forkc_rvK`) and the captures it reads by
// reference (`*__forkc_cN->x`).
bool isLoopUserState(StringRef Name) {
  if (Name.starts_with("__forkc_lv") || Name.starts_with("__forkc_rv"))
    return true;
  return Name.consume_front("__forkc_c") && !Name.empty() && llvm::isDigit(Name.front());
}

// The variable as the user sees it, or null when it is the runtime's: the
// task's parameters numbered as the task's (in the resume function they are
// locals of the function's scope), renamed shadowing locals under their own
// names.  Applied to every record and to the subprogram's retained
// variables, so that no two parameters of a clone share a number.
DILocalVariable *userVariable(DILocalVariable *V, const TaskDebugInfo &Info, DISubprogram *SP) {
  if (isRuntimeParam(V))
    return nullptr;
  StringRef Name = V->getName();
  auto It = Info.Renamed.find(Name.str());
  if (It != Info.Renamed.end())
    Name = It->second;
  // The lowering's own variables (`__f`, `__r`, `__hf`, `__forkc_pend`,
  // `__forkc_local`, ...) are not the user's, and would show in `info locals`
  // beside them, some as stale copies.  C reserves names that begin with two
  // underscores (C11 7.1.3), so no variable the user declared is dropped;
  // a fork_for body's reducer views and by-reference captures keep theirs.
  if (Name.starts_with("__") && !isLoopUserState(Name))
    return nullptr;
  bool Param = V->getArg() != 0 || (V->getScope() == SP && It == Info.Renamed.end());
  unsigned Arg = Param ? paramNumber(Info, Name) : 0;
  if (Name == V->getName() && Arg == V->getArg())
    return V;
  return renamed(V, Name, Arg);
}

void showAsUser(VarRecord &Rec, const TaskDebugInfo &Info, DISubprogram *SP) {
  DILocalVariable *V = userVariable(Rec.Var, Info, SP);
  if (!V)
    Rec.erase();
  else if (V != Rec.Var)
    Rec.setVariable(V);
}

// Both clones carry the task's name (their symbols keep theirs); an entry
// that runs the resume function itself (a task without a fast clone) keeps
// its own, so that the gdb extension still hides it.  Optimised builds keep
// variables in the subprogram even without a location: those get the
// user's view too.
void nameAfterTask(DISubprogram *SP, const TaskDebugInfo &Info) {
  StringRef Old = SP->getName();
  if (Old.starts_with("__forkc_fast_") || Old.starts_with("__forkc_resume_"))
    SP->replaceOperandWith(2, MDString::get(SP->getContext(), Info.Task));
  DINodeArray Kept = SP->getRetainedNodes();
  if (!Kept)
    return;
  SmallVector<Metadata *, 8> Left;
  for (DINode *N : Kept) {
    auto *V = dyn_cast<DILocalVariable>(N);
    if (!V) {
      Left.push_back(N);
      continue;
    }
    if (DILocalVariable *U = userVariable(V, Info, SP))
      Left.push_back(U);
  }
  SP->replaceRetainedNodes(MDTuple::get(SP->getContext(), Left));
}

class FrameDebugVarsPass : public PassInfoMixin<FrameDebugVarsPass> {
public:
  explicit FrameDebugVarsPass(std::shared_ptr<const FrameDebugVars> Vars) : Vars(std::move(Vars)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    std::map<Function *, std::vector<VarRecord>> Records;
    std::map<DISubprogram *, const TaskDebugInfo *> Clones;
    DIBuilder DIB(M, /*AllowUnresolved=*/false);
    // The clones, wherever their code is, by their `__f`; their frame
    // variables next to each record of `__f`.
    for (Function &F : M) {
      if (F.isDeclaration() || !F.getSubprogram())
        continue;
      std::vector<VarRecord> &Mine = Records[&F] = varRecords(F);
      for (const VarRecord &Rec : Mine) {
        const DICompositeType *Frame = nullptr;
        const TaskDebugInfo *Info = infoOf(Rec.Var, *Vars, Frame);
        DISubprogram *SP = Info ? Rec.subprogram() : nullptr;
        if (!SP)
          continue;
        Clones[SP] = Info;
        describeResidents(Rec, *Info, Frame, DIB);
      }
    }
    if (Clones.empty())
      return PreservedAnalyses::all();
    for (auto &[F, Mine] : Records)
      for (VarRecord &Rec : Mine) {
        auto It = Clones.find(Rec.subprogram());
        if (It != Clones.end())
          showAsUser(Rec, *It->second, It->first);
      }
    for (auto &[SP, Info] : Clones)
      nameAfterTask(SP, *Info);
    DIB.finalize();
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; } // also at -O0

private:
  std::shared_ptr<const FrameDebugVars> Vars;
};

// Generated code sits on the user's lines (the lowering keeps every line
// at its number), so its columns can lie past the end of the line the user
// wrote: `heap.c:7:450` in a sanitizer's stack for a 36-column line.  Such a
// column becomes 0, "no column", so reports name the line and nothing else.
class UserColumnsPass : public PassInfoMixin<UserColumnsPass> {
public:
  explicit UserColumnsPass(std::shared_ptr<const LineLengths> Lengths)
      : Lengths(std::move(Lengths)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    // Variable records too, with the same (uniqued) inlined-at chains as
    // the code, or a variable would land in another inlined instance.
    bool Changed = false;
    auto Fix = [&](auto &Item) {
      if (DILocation *L = Item.getDebugLoc().get())
        if (DILocation *C = clamp(L); C != L) {
          Item.setDebugLoc(DebugLoc(C));
          Changed = true;
        }
    };
    for (Function &F : M)
      for (Instruction &I : instructions(F)) {
        Fix(I);
        for (DbgRecord &R : I.getDbgRecordRange())
          Fix(R);
      }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }

private:
  const std::vector<unsigned> *linesOf(const DILocation *L) const {
    auto It = Lengths->find(L->getFilename().str());
    if (It == Lengths->end()) {
      SmallString<256> Full(L->getDirectory());
      sys::path::append(Full, L->getFilename());
      It = Lengths->find(std::string(Full));
    }
    return It == Lengths->end() ? nullptr : &It->second;
  }
  DILocation *clamp(DILocation *L) const {
    DILocation *At = L->getInlinedAt() ? clamp(L->getInlinedAt()) : nullptr;
    unsigned Col = L->getColumn();
    const std::vector<unsigned> *Lines = linesOf(L);
    if (Lines && L->getLine() >= 1 && L->getLine() <= Lines->size() &&
        Col > (*Lines)[L->getLine() - 1])
      Col = 0;
    if (Col == L->getColumn() && At == L->getInlinedAt())
      return L;
    return DILocation::get(L->getContext(), L->getLine(), Col, L->getScope(), At,
                           L->isImplicitCode());
  }
  std::shared_ptr<const LineLengths> Lengths;
};

} // namespace

void addUserColumns(clang::CompilerInstance &CI, LineLengths Lengths) {
  if (Lengths.empty() || CI.getCodeGenOpts().getDebugInfo() == llvm::codegenoptions::NoDebugInfo)
    return;
  auto Shared = std::make_shared<const LineLengths>(std::move(Lengths));
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([Shared](PassBuilder &PB) {
    PB.registerOptimizerLastEPCallback([Shared](ModulePassManager &MPM, OptimizationLevel) {
      MPM.addPass(UserColumnsPass(Shared));
    });
  });
}

std::vector<unsigned> lineLengths(llvm::StringRef Text) {
  std::vector<unsigned> Out;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (StringRef Line : Lines)
    Out.push_back((unsigned)Line.rtrim("\r").size());
  return Out;
}

// At the end of the optimisation pipeline (-O0's too), where `__f`'s records
// are final: earlier, promoting `__f` to a register would drop a declare
// whose expression starts with a dereference.
void addFrameDebugVars(clang::CompilerInstance &CI, FrameDebugVars Vars) {
  if (Vars.empty() || CI.getCodeGenOpts().getDebugInfo() == llvm::codegenoptions::NoDebugInfo)
    return;
  auto Shared = std::make_shared<const FrameDebugVars>(std::move(Vars));
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([Shared](PassBuilder &PB) {
    PB.registerOptimizerLastEPCallback([Shared](ModulePassManager &MPM, OptimizationLevel) {
      MPM.addPass(FrameDebugVarsPass(Shared));
    });
  });
}

} // namespace forkc
