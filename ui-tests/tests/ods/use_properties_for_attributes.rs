// `usePropertiesForAttributes` is a bit (`0` keeps an op's attributes in
// its attribute dictionary, as onnx-mlir's ZHigh dialect sets it).
drr::ods! {
    def ZHigh_Dialect : Dialect {
        let name = "zhigh";
        let usePropertiesForAttributes = 2;
    }
    def ZHigh_StickOp : Op<ZHigh_Dialect, "Stick"> {
        let arguments = (ins OptionalAttr<StrAttr>:$layout);
    }
}

fn main() {}
