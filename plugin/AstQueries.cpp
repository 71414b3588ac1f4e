// What the passes ask of the AST: forkc.h's markers (the __FORKC_PLUGIN__
// branch), the variables an expression names, task calls, and the kinds of
// variables the lowering treats apart (variable-length arrays, pointers to
// them, reducers, types declared inside a function).
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {

// ---- marker recognition (include/forkc.h, __FORKC_PLUGIN__ branch) ----

static const NamedDecl *refDecl(const Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
    return DRE->getDecl();
  return nullptr;
}

bool namedAs(const NamedDecl *D, llvm::StringRef N) {
  return D && D->getIdentifier() && D->getName() == N;
}

const BinaryOperator *asSpawn(const Expr *E) {
  if (!E)
    return nullptr;
  const auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (!BO || BO->getOpcode() != BO_Comma)
    return nullptr;
  return namedAs(refDecl(BO->getLHS()), "__forkc_spawn_marker__") ? BO : nullptr;
}

const CallExpr *spawnedCall(const BinaryOperator *Spawn) {
  return dyn_cast<CallExpr>(Spawn->getRHS()->IgnoreParens());
}

bool isMarkerCall(const Expr *E, llvm::StringRef Marker) {
  if (!E)
    return false;
  const auto *CE = dyn_cast<CallExpr>(E->IgnoreParens());
  return CE && namedAs(CE->getDirectCallee(), Marker);
}
bool isJoin(const Expr *E) { return isMarkerCall(E, "__forkc_join_marker__"); }
bool isResumeOn(const Expr *E) { return isMarkerCall(E, "__forkc_resume_on_marker__"); }

// ---- variables an expression names ----

const VarDecl *rootVar(const Expr *E) {
  for (;;) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      E = ME->getBase();
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        return nullptr;
      E = AS->getBase();
    } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      return dyn_cast<VarDecl>(DRE->getDecl());
    } else {
      return nullptr;
    }
  }
}

const VarDecl *addressTakenOf(const Expr *E) {
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
    return rootVar(U->getSubExpr());
  // An array decays to a pointer to its elements: as good as &.
  if (const auto *IC = dyn_cast<ImplicitCastExpr>(E);
      IC && IC->getCastKind() == CK_ArrayToPointerDecay)
    return rootVar(IC->getSubExpr());
  return nullptr;
}

std::string functionNameText(const PredefinedExpr *E) {
  const StringLiteral *Name = E->getFunctionName();
  return Name ? detail::cString(Name->getString()) : std::string();
}

bool inMacroBody(const SourceManager &SM, SourceLocation L, FileID File) {
  while (L.isMacroID() && SM.isMacroArgExpansion(L))
    L = SM.getImmediateSpellingLoc(L);
  return L.isMacroID() || SM.getFileID(L) != File;
}

namespace {

// The identity and reduce functions of a reducer annotation on D
// ("forkc_reducer", or a loop task's "forkc_reducer_view" when View).
bool reducerAnnotation(const Decl *D, bool &View, ReducerFns &Out) {
  for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
    bool Var = A->getAnnotation() == "forkc_reducer";
    if ((!Var && A->getAnnotation() != "forkc_reducer_view") || A->args_size() != 2)
      continue;
    const auto *I = dyn_cast<DeclRefExpr>((*A->args_begin())->IgnoreParenImpCasts());
    const auto *Rd = dyn_cast<DeclRefExpr>((*(A->args_begin() + 1))->IgnoreParenImpCasts());
    if (!I || !Rd)
      continue;
    View = !Var;
    Out.Identity = I->getDecl()->getName().str();
    Out.Reduce = Rd->getDecl()->getName().str();
    return true;
  }
  return false;
}

} // namespace

const TypedefNameDecl *reducerTypedef(QualType T, ReducerFns *Out) {
  while (const auto *TT = T->getAs<TypedefType>()) {
    ReducerFns F;
    bool View = false;
    if (reducerAnnotation(TT->getDecl(), View, F) && !View) {
      if (Out)
        *Out = F;
      return TT->getDecl();
    }
    T = TT->getDecl()->getUnderlyingType();
  }
  return nullptr;
}

bool reducerOf(const VarDecl *VD, ReducerFns &Out) {
  bool View = false;
  if (reducerAnnotation(VD, View, Out)) {
    // A parameter `T fork_reducer(identity, reduce) *p` is a view its
    // caller hands on, as a generated loop task's view parameter is.
    Out.View = View || (isa<ParmVarDecl>(VD) && VD->getType()->isPointerType());
    return true;
  }
  // A hyperobject type (OpenCilk: `typedef long _Hyperobject(zero, add)
  // long_hyper;`): a variable of the type is a reducer, a parameter
  // pointing to one a view.
  if (reducerTypedef(VD->getType(), &Out)) {
    Out.View = false;
    return true;
  }
  if (isa<ParmVarDecl>(VD) && VD->getType()->isPointerType() &&
      reducerTypedef(VD->getType()->getPointeeType(), &Out)) {
    Out.View = true;
    return true;
  }
  return false;
}

const FunctionDecl *taskCallee(const Expr *E) {
  if (!E)
    return nullptr;
  const auto *CE = dyn_cast<CallExpr>(E->IgnoreParens());
  if (!CE)
    return nullptr;
  const FunctionDecl *FD = CE->getDirectCallee();
  return isTask(FD) ? FD : nullptr;
}

const FunctionDecl *prototypedDecl(const FunctionDecl *F) {
  for (const FunctionDecl *D : F->redecls())
    if (D->hasWrittenPrototype())
      return D;
  return nullptr;
}

const FunctionProtoType *calleeProto(const CallExpr *CE) {
  QualType T = CE->getCallee()->getType();
  if (const auto *PT = T->getAs<PointerType>())
    T = PT->getPointeeType();
  return T->getAs<FunctionProtoType>();
}

bool containsTaskWork(const Stmt *S, bool Markers) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S))
    if (asSpawn(E) || taskCallee(E) || (Markers && (isJoin(E) || isResumeOn(E))))
      return true;
  for (const Stmt *C : S->children())
    if (containsTaskWork(C, Markers))
      return true;
  return false;
}

// ---- checks inside a task ----

bool isLoweredAlloca(const CallExpr *CE) {
  const FunctionDecl *C = CE->getDirectCallee();
  if (!C || !C->getIdentifier() || CE->getNumArgs() != 1)
    return false;
  llvm::StringRef N = C->getName();
  return N == "alloca" || N == "__builtin_alloca" || N == "__builtin_alloca_uninitialized";
}

// A task-local variable-length array (`int a[n]`, `double m[n][k]`): an
// array type all of whose levels are arrays; the plugin lowers it onto the
// task's stacklet (EmitVla.cpp).  Pointers to VLAs are not.
bool isTaskVla(const VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !VD->hasLocalStorage() || !VD->getType()->isVariableArrayType())
    return false;
  QualType T = VD->getType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  return !T->isVariablyModifiedType();
}

// A pointer to a variable-length array, parameter (`double a[n][n]`, which
// C adjusts to `double (*a)[n]`) or local (`double (*p)[m][k]`): pointers and
// arrays, at least one array of variable length, over a base that is not
// variably modified.  It lives in the frame as a `void *` next to the value
// of each variable dimension, taken at entry or where it is declared
// (FrameLayout.cpp); both clones read it through a cast to its type with
// those dimensions (EmitVla.cpp, vmPointerRef).
bool isVmParam(const VarDecl *VD) { return isa<ParmVarDecl>(VD) && isVmVar(VD); }

bool isVmVar(const VarDecl *VD) {
  return VD->hasLocalStorage() && VD->getStorageClass() != SC_Register &&
         !VD->getType().isVolatileQualified() && isVmPointer(VD->getType(), VD->getASTContext());
}

// Walks T's pointer and array levels down to the first type that is
// neither, collecting the variable-length arrays on the way.
static QualType pointerArrayBase(QualType T, const ASTContext &Ctx,
                                 std::vector<const VariableArrayType *> *Dims) {
  for (;;) {
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    else if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
      if (const auto *VAT = dyn_cast<VariableArrayType>(AT); VAT && Dims)
        Dims->push_back(VAT);
      T = AT->getElementType();
    } else
      return T;
  }
}

bool isVmPointer(QualType T, const ASTContext &Ctx) {
  return T->isPointerType() && T->isVariablyModifiedType() &&
         !pointerArrayBase(T, Ctx, nullptr)->isVariablyModifiedType();
}

std::vector<const VariableArrayType *> variableDims(QualType T, const ASTContext &Ctx) {
  std::vector<const VariableArrayType *> Out;
  pointerArrayBase(T, Ctx, &Out);
  return Out;
}

// A tag or typedef declared inside a function that T depends on: the frame
// struct is at file scope and cannot name it.
static const NamedDecl *localTypeDeclAt(QualType T, int Depth) {
  if (T.isNull() || Depth > 16)
    return nullptr;
  const Type *Ty = T.getTypePtr();
  if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
    const TypedefNameDecl *TD = TT->getDecl();
    if (TD->getDeclContext()->isFunctionOrMethod())
      return TD;
    return localTypeDeclAt(TD->getUnderlyingType(), Depth + 1);
  }
  if (const auto *TT = dyn_cast<TagType>(Ty)) {
    if (TT->getDecl()->getDeclContext()->isFunctionOrMethod())
      return TT->getDecl();
    return nullptr;
  }
  if (const auto *ET = dyn_cast<ElaboratedType>(Ty))
    return localTypeDeclAt(ET->getNamedType(), Depth + 1);
  if (const auto *PT = dyn_cast<PointerType>(Ty))
    return localTypeDeclAt(PT->getPointeeType(), Depth + 1);
  if (const auto *AT = dyn_cast<ArrayType>(Ty))
    return localTypeDeclAt(AT->getElementType(), Depth + 1);
  if (const auto *PT = dyn_cast<ParenType>(Ty))
    return localTypeDeclAt(PT->getInnerType(), Depth + 1);
  if (const auto *AT = dyn_cast<AttributedType>(Ty))
    return localTypeDeclAt(AT->getModifiedType(), Depth + 1);
  if (const auto *FT = dyn_cast<FunctionProtoType>(Ty)) {
    if (const NamedDecl *D = localTypeDeclAt(FT->getReturnType(), Depth + 1))
      return D;
    for (QualType P : FT->param_types())
      if (const NamedDecl *D = localTypeDeclAt(P, Depth + 1))
        return D;
  }
  return nullptr;
}
const NamedDecl *localTypeDecl(QualType T) { return localTypeDeclAt(T, 0); }

} // namespace forkc
