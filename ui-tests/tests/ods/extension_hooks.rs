// A block adding ops to a dialect declared elsewhere (`dialect NAME as
// Type;`) cannot have the constant materializer: it belongs to the block
// declaring the dialect. (Its `EnumAttr`s are fine: they are parsed after
// the dialect's own.)
drr::ods! {
    dialect ext as ExtMoreOps {
        let hasConstantMaterializer = 1;
    }
    def Color : I32EnumAttr<"Color", "a color", [I32EnumAttrCase<"red", 0>]>;
    def ColorAttr : EnumAttr<ext, Color, "color">;
}

fn main() {}
