// C text of types for the lowered code: declarators, the types of frame
// fields and prototypes (qualifiers a frame field cannot keep dropped,
// pointers to variable-length arrays erased to `void *`), and the
// dimensions of variably modified types kept in frame fields.
#include "Forkc.h"

#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace forkc {

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

static bool containsTypeof(QualType T) {
  const Type *P = T.getTypePtr();
  if (isa<AutoType>(P) || isa<TypeOfExprType>(P) || isa<TypeOfType>(P))
    return true;
  if (const auto *Pa = dyn_cast<ParenType>(P))
    return containsTypeof(Pa->getInnerType());
  if (const auto *Pt = dyn_cast<PointerType>(P))
    return containsTypeof(Pt->getPointeeType());
  if (const auto *A = dyn_cast<ArrayType>(P))
    return containsTypeof(A->getElementType());
  if (const auto *F = dyn_cast<FunctionProtoType>(P)) {
    for (QualType X : F->param_types())
      if (containsTypeof(X))
        return true;
  }
  if (const auto *F = dyn_cast<FunctionType>(P))
    return containsTypeof(F->getReturnType());
  return false;
}

// T with each __auto_type, typeof(expr) and typeof(type) it is made of --
// at the top or under pointers (`typeof(r.value) *view`, Cilk Plus's
// REDUCER_VIEW macros) -- replaced by the type it stands for, typedef names
// kept; under an array or a function type, the canonical type.
static QualType withoutTypeof(QualType T, const ASTContext &Ctx) {
  ASTContext &Types = const_cast<ASTContext &>(Ctx);
  const Type *P = T.getTypePtr();
  Qualifiers Q = T.getLocalQualifiers();
  if (const auto *A = dyn_cast<AutoType>(P))
    return Types.getQualifiedType(withoutTypeof(A->getDeducedType(), Ctx), Q);
  if (const auto *E = dyn_cast<TypeOfExprType>(P))
    return Types.getQualifiedType(withoutTypeof(E->desugar(), Ctx), Q);
  if (const auto *O = dyn_cast<TypeOfType>(P))
    return Types.getQualifiedType(withoutTypeof(O->desugar(), Ctx), Q);
  if (const auto *Pa = dyn_cast<ParenType>(P))
    return Types.getQualifiedType(withoutTypeof(Pa->getInnerType(), Ctx), Q);
  if (const auto *Pt = dyn_cast<PointerType>(P)) {
    QualType In = withoutTypeof(Pt->getPointeeType(), Ctx);
    if (In == Pt->getPointeeType())
      return T;
    return Types.getQualifiedType(Types.getPointerType(In), Q);
  }
  if ((isa<ArrayType>(P) || isa<FunctionType>(P)) && containsTypeof(T))
    return T.getCanonicalType();
  return T;
}

QualType spelledType(QualType T, const ASTContext &Ctx) { return withoutTypeof(T, Ctx); }

QualType frameType(QualType T, const ASTContext &Ctx) {
  // A pointer to a variable-length array: its dimensions name variables
  // that file-scope text cannot (AstQueries.cpp, isVmVar).
  if (T->isVariablyModifiedType() && T->isPointerType())
    return erasedVmPointer(T, Ctx);
  // __auto_type and typeof would print as text that names other locals or
  // nothing at all: use what they stand for.
  T = withoutTypeof(T, Ctx);
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

} // namespace forkc
