//! Dense elements attributes (`dense<[1, 2]> : vector<2xi32>`): their
//! canonical form, which every [`AttrData::DenseElements`] the context
//! interns is put in, and typed constructors.
//!
//! Canonical form (MLIR's `DenseElementsAttr::get`, and what the parser
//! builds): an integer scalar of up to 128 bits is stored normalized like
//! [`AttrData::Integer`]'s value (truncated to its width, sign-extended
//! unless unsigned), and an attribute whose elements are all equal (one
//! element included) is a splat storing one element. Two attributes that
//! print the same are then the same handle, whichever way they were made.

use super::*;
use crate::attributes::dense_elements_words;

/// How one element of a dense attribute is stored: the entries it takes
/// and, for integers of up to 128 bits, how each entry is normalized.
struct ElementLayout {
    /// Entries of `values` per element (two scalars for a complex one).
    per: usize,
    /// `(width, signedness)` of integer scalars of up to 128 bits.
    int: Option<(u32, Signedness)>,
    /// `i0`: every element is zero, and the parser keeps the count.
    zero_width: bool,
}

impl Context {
    /// The storage layout of an element of type `element`, or `None` for
    /// a type a dense elements attribute cannot hold.
    fn element_layout(&self, element: Type) -> Option<ElementLayout> {
        let (scalar, scalars) = match self.type_data(element) {
            TypeData::Complex(inner) => (*inner, 2),
            _ => (element, 1),
        };
        let (words, int, zero_width) = match self.type_data(scalar) {
            TypeData::Integer { width, signedness } => (
                dense_elements_words(*width),
                (*width <= 128).then_some((*width, *signedness)),
                *width == 0,
            ),
            TypeData::Index => (1, Some((64, Signedness::Signless)), false),
            TypeData::Float(_) => (1, None, false),
            _ => return None,
        };
        Some(ElementLayout {
            per: words * scalars,
            int,
            zero_width,
        })
    }

    /// The element type of the shaped type `ty` (vector or ranked tensor).
    fn dense_element_type(&self, ty: Type) -> Option<Type> {
        match self.type_data(ty) {
            TypeData::Vector { element, .. } | TypeData::RankedTensor { element, .. } => {
                Some(*element)
            }
            _ => None,
        }
    }

    /// `(ty, splat, values)` in canonical form (see the module docs); a
    /// type whose elements the layout does not know is kept as given.
    pub(super) fn canonical_dense_elements(
        &self,
        ty: Type,
        mut splat: bool,
        mut values: Vec<u128>,
    ) -> AttrData {
        let layout = self
            .dense_element_type(ty)
            .and_then(|e| self.element_layout(e));
        if let Some(layout) = layout {
            if let Some((width, signedness)) = layout.int {
                for v in &mut values {
                    *v = normalize_int_bits(*v as i128, width, signedness) as u128;
                }
            }
            let per = layout.per;
            if !layout.zero_width
                && !splat
                && values.len() >= per
                && values.len().is_multiple_of(per)
            {
                let head = &values[..per];
                splat = values.chunks(per).all(|c| c == head);
            }
            if splat && values.len() > per {
                values.truncate(per);
            }
        }
        AttrData::DenseElements { ty, splat, values }
    }

    /// `dense<…> : ty` of integers: `ty` is a vector or ranked tensor type
    /// of an integer or `index` element type, and `values` holds one value
    /// per element in row-major order, or one value for a splat. Values
    /// are truncated to the element width (as [`Context::integer_attr`]
    /// does); all-equal values make a splat, as in MLIR.
    ///
    /// `None` if `ty` is not such a type, has a dynamic dimension, or the
    /// number of values is neither 1 nor its number of elements.
    ///
    /// ```
    /// let mut ctx = drr_runtime::Context::new();
    /// let i32t = ctx.int_type(32);
    /// let v4 = ctx.vector_type(vec![4], i32t);
    /// let a = ctx.dense_int_elements_attr(v4, &[1, 2, 3, -1]).unwrap();
    /// assert_eq!(drr_runtime::text::print_attribute(&ctx, a), "dense<[1, 2, 3, -1]> : vector<4xi32>");
    /// // Equal to the splat it is, and to what the parser makes of it.
    /// let sevens = ctx.dense_int_elements_attr(v4, &[7, 7, 7, 7]).unwrap();
    /// assert_eq!(Some(sevens), ctx.dense_int_elements_attr(v4, &[7]));
    /// assert_eq!(drr_runtime::text::print_attribute(&ctx, sevens), "dense<7> : vector<4xi32>");
    /// ```
    pub fn dense_int_elements_attr(&mut self, ty: Type, values: &[i128]) -> Option<Attribute> {
        let element = self.dense_element_type(ty)?;
        if !matches!(
            self.type_data(element),
            TypeData::Integer { width: ..=128, .. } | TypeData::Index
        ) {
            return None;
        }
        self.check_dense_count(ty, values.len())?;
        let values: Vec<u128> = values.iter().map(|&v| v as u128).collect();
        Some(self.intern_attr(AttrData::DenseElements {
            ty,
            splat: values.len() == 1,
            values,
        }))
    }

    /// `dense<…> : ty` of floats: `ty` is a vector or ranked tensor type of
    /// a float element type, and `values` holds one value per element in
    /// row-major order, or one value for a splat, each rounded to the
    /// element type's format (as [`Context::float_attr`] does).
    ///
    /// `None` if `ty` is not such a type, has a dynamic dimension, or the
    /// number of values is neither 1 nor its number of elements.
    ///
    /// ```
    /// let mut ctx = drr_runtime::Context::new();
    /// let f32t = ctx.float_type(drr_runtime::FloatKind::F32);
    /// let t = ctx.tensor_type(vec![2], f32t);
    /// let a = ctx.dense_float_elements_attr(t, &[1.5, -2.0]).unwrap();
    /// assert_eq!(drr_runtime::text::print_attribute(&ctx, a), "dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>");
    /// ```
    pub fn dense_float_elements_attr(&mut self, ty: Type, values: &[f64]) -> Option<Attribute> {
        let element = self.dense_element_type(ty)?;
        let TypeData::Float(kind) = *self.type_data(element) else {
            return None;
        };
        self.check_dense_count(ty, values.len())?;
        let values: Vec<u128> = values
            .iter()
            .map(|&v| crate::text::float::float_bits_from_f64(kind, v))
            .collect();
        Some(self.intern_attr(AttrData::DenseElements {
            ty,
            splat: values.len() == 1,
            values,
        }))
    }

    /// `Some(())` if `count` values fill the static shape of `ty` (one
    /// value is a splat of any shape).
    fn check_dense_count(&self, ty: Type, count: usize) -> Option<()> {
        let shape = match self.type_data(ty) {
            TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => shape,
            _ => return None,
        };
        let elements = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
        (count == elements || (count == 1 && elements > 0)).then_some(())
    }
}
