// An attribute interface used as a constraint only inside a named library
// generic (MLIR's `DeviceMappingInterface.td`) still needs a Rust type of
// another name: the error is at the string (was rustc's "expected type,
// found macro" at the record's name).
drr::ods! {
    def DeviceMappingAttrInterface : AttrInterface<"DeviceMappingAttrInterface"> {
      let cppNamespace = "::mlir";
    }
    def DeviceMappingArrayAttr :
      TypedArrayAttrBase<AnyAttrOf<[DeviceMappingAttrInterface, I64Attr]>,
      "Device Mapping array attribute"> { }
}

fn main() {}
