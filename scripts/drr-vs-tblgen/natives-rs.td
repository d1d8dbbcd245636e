// Native constraints and calls of the random patterns, in Rust (drr);
// natives-cpp.td has the same records in C++ (mlir-tblgen).
def HasSameTy : Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>, "same type">;
def OneUse : Constraint<CPred<|ctx: &Context, a: Value| ctx.has_one_use(a)>, "one use">;
def KIsOdd : AttrConstraint<CPred<|ctx: &Context, a: Attribute| int_of(ctx, a) % 2 == 1>, "odd">;
def KLess : Constraint<CPred<|ctx: &Context, a: Attribute, b: Attribute| int_of(ctx, a) < int_of(ctx, b)>, "less">;
def AddOne : NativeCodeCall<|ctx: &mut Context, a: Attribute| -> Attribute { i32_attr(ctx, int_of(ctx, a) + 1) }>;
def SumAttr : NativeCodeCall<|ctx: &mut Context, a: Attribute, b: Attribute| -> Attribute { i32_attr(ctx, int_of(ctx, a) + int_of(ctx, b)) }>;
def Ident : NativeCodeCall<|_ctx: &mut Context, v: Value| -> Value { v }>;
def Second : NativeCodeCall<|_ctx: &mut Context, _v: Value, w: Value| -> Value { w }>;
def MakeR0 : NativeCodeCall<|b: &mut drr::pattern::Builder<'_, '_>, loc: drr::Location, x: Value| -> Value { make_r0(b, loc, x) }>;
def MakeAnd : NativeCodeCall<|b: &mut drr::pattern::Builder<'_, '_>, loc: drr::Location, x: Value| -> Value { make_and(b, loc, x) }>;
def MatchFirst : NativeCodeCall<|ctx: &mut Context, op: drr::OpId| -> Option<Value> { first_operand(ctx, op) }>;
