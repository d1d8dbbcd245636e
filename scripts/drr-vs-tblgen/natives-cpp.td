// Native constraints and calls of the random patterns, in C++ (mlir-tblgen);
// natives-rs.td has the same records in Rust (drr). Keep the two in step.
def HasSameTy : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;
def OneUse : Constraint<CPred<"$0.hasOneUse()">, "one use">;
def KIsOdd : AttrConstraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() % 2 == 1">, "odd">;
def KLess : Constraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($0).getInt() < ::llvm::cast<::mlir::IntegerAttr>($1).getInt()">, "less">;
def AddOne : NativeCodeCall<"$_builder.getI32IntegerAttr(::llvm::cast<::mlir::IntegerAttr>($0).getInt() + 1)">;
def SumAttr : NativeCodeCall<"$_builder.getI32IntegerAttr(::llvm::cast<::mlir::IntegerAttr>($0).getInt() + ::llvm::cast<::mlir::IntegerAttr>($1).getInt())">;
def Ident : NativeCodeCall<"$0">;
def Second : NativeCodeCall<"$1">;
def MakeR0 : NativeCodeCall<"$_builder.create<::rd::R0Op>($_loc, $0).getResult()">;
def MakeAnd : NativeCodeCall<"::mlir::arith::AndIOp::create($_builder, $_loc, $0, $0).getResult()">;
def MatchFirst : NativeCodeCall<"matchFirst($_self, &$0)">;
