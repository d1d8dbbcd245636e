// `usePropertiesForAttributes = 0` (onnx-mlir's ZHigh dialect) keeps an op's
// attributes in its attribute dictionary, printed in `{…}`; `ods!` stores
// them as properties (`<{…}>`), so the setting is an error at its value
// rather than a silently different printed form.
drr::ods! {
    def ZHigh_Dialect : Dialect {
        let name = "zhigh";
        let usePropertiesForAttributes = 0;
    }
    def ZHigh_StickOp : Op<ZHigh_Dialect, "Stick"> {
        let arguments = (ins OptionalAttr<StrAttr>:$layout);
    }
}

fn main() {}
