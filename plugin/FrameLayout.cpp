// Frame layout, docs/design.md §2.1, the frame ("correct first"): the frame holds the ABI
// header, the parameters and every non-static local of the task, each under a
// unique field name so that shadowed names (`int i` in two loops) work.
// The resume function ("slow clone") reads all of them from here; which of
// them the fast clone (step 2) keeps in registers is FrameResident.cpp's job.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace forkc {

std::string entryName(const FunctionDecl *FD) { return "__forkc_entry_" + FD->getNameAsString(); }
std::string resumeName(const FunctionDecl *FD) { return "__forkc_resume_" + FD->getNameAsString(); }
std::string fastCloneName(const FunctionDecl *FD) {
  return "__forkc_fast_" + FD->getNameAsString();
}
std::string retTypeName(const FunctionDecl *FD) { return "__forkc_ret_" + FD->getNameAsString(); }
std::string frameTagName(const FunctionDecl *FD) {
  return "__forkc_frame_" + FD->getNameAsString();
}
std::string frameStructName(const FunctionDecl *FD) { return "struct " + frameTagName(FD); }

// `double (*)[n]` -> `void *`, `const double (*)[n]` -> `const void *`: the
// pointee's qualifiers (an array's are its elements') stay, so no
// conversion to or from it discards any.
static QualType erasedVmPointer(QualType T, const ASTContext &Ctx) {
  QualType P = T->getPointeeType();
  Qualifiers Q = (Ctx.getAsArrayType(P) ? Ctx.getBaseElementType(P) : P).getQualifiers();
  Q.removeRestrict();
  // Making a type adds it to the context's tables: not a const operation,
  // but one that changes nothing a const caller can observe.
  ASTContext &Types = const_cast<ASTContext &>(Ctx);
  return Types.getPointerType(Types.getQualifiedType(Ctx.VoidTy, Q));
}

QualType protoParamType(QualType T, const ASTContext &Ctx) {
  return T->isVariablyModifiedType() && T->isPointerType() ? erasedVmPointer(T, Ctx) : T;
}

QualType frameType(QualType T, const ASTContext &Ctx) {
  // A pointer to a variable-length array: its dimensions name variables
  // that file-scope text cannot (Checks.cpp, isVmVar).
  if (T->isVariablyModifiedType() && T->isPointerType())
    return erasedVmPointer(T, Ctx);
  // __auto_type and typeof would print as text that names other locals or
  // nothing at all: use what they stand for.
  if (isa<AutoType>(T.getTypePtr()) || isa<TypeOfExprType>(T.getTypePtr()) ||
      isa<TypeOfType>(T.getTypePtr()))
    T = T.getCanonicalType();
  // Frame fields are assigned, never initialised: drop const, keep volatile
  // and restrict.  Arrays carry const on their elements and a typedef can
  // hide it: then fall back to the canonical type.
  QualType U = T;
  U.removeLocalConst();
  if (U->isArrayType() && Ctx.getBaseElementType(U).isConstQualified())
    return U.getCanonicalType().getUnqualifiedType();
  if (U.isConstQualified()) {
    U = U.getCanonicalType();
    U.removeLocalConst();
  }
  return U;
}

std::string dimField(llvm::StringRef Field, size_t K) {
  return "__forkc_dim_" + Field.str() + "_" + std::to_string(K);
}

std::string dimsDeclText(QualType T, std::string Inner,
                         const std::function<std::string(size_t)> &Dim, const ASTContext &Ctx) {
  size_t K = 0;
  for (;;) {
    if (const auto *PT = T->getAs<PointerType>()) {
      std::string Q = T.getLocalQualifiers().getAsString();
      Inner = "*" + (Q.empty() ? "" : " " + Q + " ") + Inner;
      T = PT->getPointeeType();
      if (Ctx.getAsArrayType(T))
        Inner = "(" + Inner + ")";
    } else if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
      std::string D;
      if (isa<VariableArrayType>(AT))
        D = Dim(K++);
      else if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
        D = std::to_string(CAT->getSize().getZExtValue());
      Inner += "[" + D + "]";
      T = AT->getElementType();
    } else
      return declText(T, Inner, Ctx);
  }
}

std::string vmPointerRead(QualType T, llvm::StringRef Obj, llvm::StringRef Field,
                          const ASTContext &Ctx) {
  std::string Base = Obj.str() + "->";
  return "((" +
         dimsDeclText(
             T.getUnqualifiedType(), "", [&](size_t K) { return Base + dimField(Field, K); }, Ctx) +
         ")" + Base + Field.str() + ")";
}

std::vector<std::string> dimValues(QualType T, const std::string &Value, const ASTContext &Ctx) {
  std::vector<std::string> Out;
  std::string Path = "(" + Value + ")";
  for (;;) {
    if (const auto *PT = T->getAs<PointerType>()) {
      Path = "(*" + Path + ")";
      T = PT->getPointeeType();
    } else if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
      if (isa<VariableArrayType>(AT))
        Out.push_back("(__SIZE_TYPE__)(sizeof " + Path + " / sizeof " + Path + "[0])");
      Path += "[0]";
      T = AT->getElementType();
    } else
      return Out;
  }
}

std::string declText(QualType T, llvm::StringRef Name, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy P = Ctx.getPrintingPolicy();
  P.SuppressTagKeyword = false;
  T.print(OS, P, Name);
  return OS.str();
}

namespace {
class LocalCollector : public RecursiveASTVisitor<LocalCollector> {
public:
  std::vector<const VarDecl *> Locals;
  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD) && VD->hasLocalStorage())
      Locals.push_back(VD);
    return true;
  }
};

std::string uniqueName(FrameLayout &L, llvm::StringRef Base) {
  std::string Name = Base.empty() ? std::string("__v") : Base.str();
  if (!L.Used.count(Name)) {
    L.Used.insert(Name);
    return Name;
  }
  for (unsigned I = 1;; ++I) {
    std::string N = Name + "_" + std::to_string(I);
    if (!L.Used.count(N)) {
      L.Used.insert(N);
      return N;
    }
  }
}
} // namespace

std::string FrameLayout::addTemp(QualType T, const ASTContext &Ctx) {
  std::string N = uniqueName(*this, "__t" + std::to_string(TempDecls.size()));
  TempDecls.push_back(declText(frameType(T, Ctx), N, Ctx));
  return N;
}

FrameLayout computeFrameLayout(const FunctionDecl *FD, ASTContext &Ctx) {
  FrameLayout L;
  L.Used.insert("hdr"); // the ABI header is the first member
  auto Add = [&](std::vector<FrameVar> &To, const VarDecl *VD) {
    std::string F = uniqueName(L, VD->getName());
    L.FieldOf[VD] = F;
    if (!isTaskVla(VD) && !isVmVar(VD)) {
      To.push_back({VD, F, declText(frameType(VD->getType(), Ctx), F, Ctx)});
      return;
    }
    // A variable-length array: its stacklet memory and the value of each
    // variable dimension, taken when the declaration runs (Lowering.cpp).
    // A pointer to a variable-length array: the pointer, and its dimensions
    // taken at entry (a parameter) or at its declaration (a local).
    std::string D = isVmVar(VD) ? declText(frameType(VD->getType(), Ctx), F, Ctx) : "void *" + F;
    size_t Dims = variableDims(VD->getType(), Ctx).size();
    for (size_t K = 0; K < Dims; ++K)
      D += "; __SIZE_TYPE__ " + dimField(F, K);
    To.push_back({VD, F, D});
  };
  for (const ParmVarDecl *P : FD->parameters())
    Add(L.Params, P);
  LocalCollector C;
  C.TraverseStmt(FD->getBody());
  for (const VarDecl *VD : C.Locals)
    Add(L.Locals, VD);
  return L;
}

bool asanFrames(const FunctionDecl *FD) {
  return FD->getASTContext().getLangOpts().Sanitize.has(SanitizerKind::Address);
}

// Under AddressSanitizer every array in the frame is followed by a redzone
// that the frame's allocation poisons (asanFrameReady), as ASan does for
// arrays on the OS stack: an overflow is reported at the user's line.  Not
// a transient array's field, which nothing uses (the array is a C local,
// with ASan's own redzones): it would poison the lazy frame that its task
// can now have, and a thief copies that frame whole (runtime/native.c).
std::string FrameLayout::structDef(const FunctionDecl *FD) const {
  bool Asan = asanFrames(FD);
  llvm::DenseSet<const VarDecl *> Transient;
  if (Asan)
    Transient = transientLocals(FD);
  // The work/span state right after the header, where the runtime finds it
  // (abi.h, forkc_wsp_framed_).
  std::string S = frameStructName(FD) + " {\n    forkc_frame hdr;\n" +
                  wspText("    forkc_wsp_frame_ __forkc_wsp;\n");
  std::string Poison;
  unsigned K = 0;
  for (const auto *V : {&Params, &Locals})
    for (const FrameVar &F : *V) {
      S += "    " + F.Decl + ";\n";
      if (Asan && F.VD->getType()->isConstantArrayType() && !Transient.count(F.VD)) {
        std::string RZ = "__forkc_rz_" + std::to_string(K++);
        S += "    char " + RZ + "[32];\n";
        Poison += "__asan_poison_memory_region(&__f->" + RZ + ", sizeof __f->" + RZ + "); ";
      }
    }
  for (const std::string &T : TempDecls)
    S += "    " + T + ";\n";
  S += "};\n";
  if (Asan)
    S += "static inline __attribute__((unused)) " + frameStructName(FD) + " *" + asanReadyName(FD) +
         "(" + frameStructName(FD) + " *__f) { " + Poison + "return __f; }\n";
  return S;
}

std::string asanReadyName(const FunctionDecl *FD) {
  std::string N = frameStructName(FD);
  return "__forkc_asan_ready_" + N.substr(N.rfind(' ') + 1);
}

std::string asanFrameReady(const FunctionDecl *FD, const std::string &Alloc) {
  std::string A = asanFrames(FD) ? asanReadyName(FD) + "(" + Alloc + ")" : Alloc;
  if (!workspanEnabled())
    return A;
  // A fresh frame's children that finish elsewhere report into zeroes.
  return "((" + frameStructName(FD) + " *)(void *)forkc_wsp_frame_init_(&(" + A + ")->hdr))";
}

} // namespace forkc
