#ifndef RD_DIALECT_TD
#define RD_DIALECT_TD
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def RD_Dialect : Dialect {
  let name = "rd";
  let cppNamespace = "::rd";
}

class RD_Op<string mnemonic, list<Trait> traits = []>
    : Op<RD_Dialect, mnemonic, traits # [Pure, SameOperandsAndResultType]>;

def RD_R0Op : RD_Op<"r0"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$r);
}
def RD_R1Op : RD_Op<"r1"> {
  let arguments = (ins AnyInteger:$x, AnyInteger:$y);
  let results = (outs AnyInteger:$r);
}
def RD_R2Op : RD_Op<"r2"> {
  let arguments = (ins AnyInteger:$x, I32Attr:$k);
  let results = (outs AnyInteger:$r);
}
def RD_R3Op : RD_Op<"r3", [Commutative]> {
  let arguments = (ins AnyInteger:$x, AnyInteger:$y);
  let results = (outs AnyInteger:$r);
}
def RD_R4Op : RD_Op<"r4"> {
  let arguments = (ins AnyInteger:$x, AnyInteger:$y, AnyInteger:$z);
  let results = (outs AnyInteger:$r);
}
def RD_R5Op : RD_Op<"r5"> {
  let arguments = (ins AnyInteger:$x, OptionalAttr<I32Attr>:$o);
  let results = (outs AnyInteger:$r);
}
def RD_R6Op : RD_Op<"r6"> {
  let arguments = (ins AnyInteger:$x, AnyInteger:$y, DefaultValuedAttr<I32Attr, "7">:$d);
  let results = (outs AnyInteger:$r);
}
def RD_R7Op : RD_Op<"r7"> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$a, AnyInteger:$b);
}
def RD_R8Op : RD_Op<"r8"> {
  let arguments = (ins Variadic<AnyInteger>:$xs);
  let results = (outs AnyInteger:$r);
}
def RD_R9Op : RD_Op<"r9"> {
  let arguments = (ins AnyInteger:$x, AnyInteger:$y, I32Attr:$k);
  let results = (outs AnyInteger:$r);
}
#endif
